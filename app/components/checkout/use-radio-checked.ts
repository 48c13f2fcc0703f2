import { useEffect, useState } from 'react';

/**
 * Whether the radio with this id is checked, followed as its form changes. The delivery radios
 * are plain uncontrolled inputs (they switch the page's parts by CSS, with or without
 * JavaScript); this lets a part that costs something, like a map, wait until its way is chosen.
 * False on the server and before hydration.
 */
export function useRadioChecked(id: string): boolean {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const radio = document.getElementById(id);
    if (!(radio instanceof HTMLInputElement)) return;
    const read = () => setChecked(radio.checked);
    read();
    // Only the newly checked radio fires 'change': listening on the form sees the one unchecked too.
    const scope: HTMLElement | Document = radio.form ?? document;
    scope.addEventListener('change', read);
    return () => scope.removeEventListener('change', read);
  }, [id]);
  return checked;
}
