import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { Icon } from '~/components/ui/icon';

/**
 * The burger button of narrow screens, a <details> so it opens and closes without JavaScript.
 * When open, the summary itself becomes the dimmed backdrop (a tap anywhere outside the drawer
 * closes it) and carries the close cross. With JavaScript the menu also closes on navigation
 * and on Escape. The drawer is MenuDrawer (./menu-drawer), a later sibling shown while this is open.
 */
export function MenuToggle() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.open) ref.current.open = false;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <details ref={ref} data-mobile-menu="" className="group peer/menu desktop:hidden">
      <summary aria-label="Меню" className="menu-burger">
        <Icon name="menu" className="group-open:hidden" />
        <span className="menu-burger-close">
          <Icon name="close" />
        </span>
      </summary>
    </details>
  );
}
