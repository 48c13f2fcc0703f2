import type { SVGProps } from 'react';

// Stroke icons on a 24×24 grid, drawn for this shop. They inherit the text colour.
const PATHS = {
  heart:
    'M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.7 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.4 0 5.5 3.3 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z',
  bag: 'M5 8h14l-1 12.5H6L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  search: 'M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm6 9 6 6 6-6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  'arrow-left': 'M19 12H5m6-6-6 6 6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  filters: 'M4 7h10m4 0h2M4 17h2m4 0h10M14 4v6m-4 4v6',
} as const;

export type IconName = keyof typeof PATHS;

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: IconName;
  size?: number;
  /** Set only when the icon alone carries meaning; decorative icons stay hidden from screen readers. */
  label?: string;
};

const symbolId = (name: IconName) => `icon-${name}`;

/** The `<use href>` of an icon's symbol, for an <svg> whose size and stroke come from CSS. */
export const iconHref = (name: IconName) => `#${symbolId(name)}`;

/**
 * Every icon's drawing, once per document (root Layout): each Icon is then a short
 * <svg><use href="#icon-…"> instead of its own copy of the path (a catalogue page shows 140).
 * Stroke colour and joins live here; fill and stroke width stay inheritable from each Icon.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute h-0 w-0 overflow-hidden">
      {(Object.keys(PATHS) as IconName[]).map((name) => (
        <symbol
          key={name}
          id={symbolId(name)}
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}

/** An icon from the document's sprite; hidden from assistive technology unless it has a label. */
export function Icon({ name, size = 24, label, fill = 'none', strokeWidth = 1.7, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      fill={fill}
      strokeWidth={strokeWidth}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
