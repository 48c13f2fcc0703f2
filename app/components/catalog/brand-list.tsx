import { Link } from '@remix-run/react';
import type { BrandsResponse } from '~/commerce/contract/brands';

type Group = BrandsResponse['groups'][number];

const anchorOf = (letter: string) => `brands-${letter}`;
const isCyrillic = (letter: string) => /[А-ЯЁ]/i.test(letter);

/** The letter index: Latin letters (and digits) on one row, Cyrillic on the next. */
export function BrandIndex({ groups }: { groups: Group[] }) {
  const rows = [groups.filter((g) => !isCyrillic(g.letter)), groups.filter((g) => isCyrillic(g.letter))];
  return (
    <nav
      aria-label="Бренды по буквам"
      className="sticky top-14 z-10 -mx-4 flex flex-col gap-1 border-b border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur tablet:top-16 tablet:mx-0 tablet:px-0 desktop:top-[72px]"
    >
      {rows
        .filter((row) => row.length > 0)
        .map((row) => (
          <ul key={row[0].letter} className="flex flex-wrap gap-1">
            {row.map((group) => (
              <li key={group.letter}>
                <a
                  href={`#${anchorOf(group.letter)}`}
                  className="inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm font-bold hover:bg-brand-soft"
                >
                  {group.letter}
                </a>
              </li>
            ))}
          </ul>
        ))}
    </nav>
  );
}

/** Every brand under its letter, Latin letters first, then Cyrillic; each links to its catalogue. */
export function BrandGroups({ groups }: { groups: Group[] }) {
  const blocks = [
    { title: 'A–Z', groups: groups.filter((g) => !isCyrillic(g.letter)) },
    { title: 'А–Я', groups: groups.filter((g) => isCyrillic(g.letter)) },
  ].filter((block) => block.groups.length > 0);
  return (
    <div className="flex flex-col gap-14">
      {blocks.map((block) => (
        <section key={block.title} aria-label={`Бренды ${block.title}`} className="flex flex-col gap-6">
          <p
            aria-hidden
            className="border-b border-neutral-200 pb-2 text-sm font-bold uppercase tracking-widest text-brand-muted"
          >
            {block.title}
          </p>
          <div className="grid gap-x-8 gap-y-10 tablet:grid-cols-2 desktop:grid-cols-3 desktopMedium:grid-cols-4">
            {block.groups.map((group) => (
              <LetterGroup key={group.letter} group={group} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function LetterGroup({ group }: { group: Group }) {
  const id = anchorOf(group.letter);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-44 tablet:scroll-mt-48">
      <h2 id={`${id}-title`} className="mb-3 text-3xl font-black text-brand-accent">
        {group.letter}
      </h2>
      <ul className="flex flex-col">
        {group.brands.map((brand) => (
          <li key={brand.code}>
            <Link
              discover="none"
              to={brand.url}
              className="flex items-baseline justify-between gap-3 rounded-lg py-1.5 text-base font-medium hover:text-brand-accent"
            >
              {brand.name}
              <span className="text-xs text-brand-muted">{brand.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
