import { Link } from '@remix-run/react';
import { ButtonLink } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { GENDER_MENU } from '~/components/layout/catalog-menu';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.home);
export const headers = publicPageHeaders;

// Tile colours per gender: black, accent, light grey; text on each meets 4.5:1.
const TILE_STYLES = ['bg-brand text-white', 'bg-brand-accent text-white', 'bg-brand-soft text-brand'];

/** The home page until the home issue brings banners and product rails: the way into the catalogue. */
export default function HomePage() {
  return (
    <Container className="flex flex-col gap-10 py-8 tablet:py-12 desktop:gap-14">
      <section className="flex flex-col gap-5">
        <h1 className="max-w-4xl text-4xl font-black leading-[1.05] tracking-tight tablet:text-6xl desktop:text-7xl">
          {PAGES.home.title}
        </h1>
        <p className="max-w-2xl text-base text-brand-muted tablet:text-lg">{PAGES.home.lead}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/catalog/new/" size="lg">
            Смотреть новинки
          </ButtonLink>
          <ButtonLink to="/catalog/sale/" size="lg" variant="secondary">
            Распродажа
          </ButtonLink>
        </div>
      </section>
      <ul className="grid gap-4 tablet:grid-cols-3">
        {GENDER_MENU.map((gender, index) => (
          <li
            key={gender.to}
            className={`flex flex-col justify-between gap-10 rounded-3xl p-6 tablet:min-h-80 desktop:p-8 ${TILE_STYLES[index]}`}
          >
            <Link
              to={gender.to}
              className="flex items-center justify-between text-3xl font-black tracking-tight desktop:text-4xl"
            >
              {gender.label}
              <Icon name="arrow-left" size={32} className="rotate-180" />
            </Link>
            <ul className="flex flex-wrap gap-2">
              {gender.children.slice(1).map((child) => (
                <li key={child.to}>
                  <Link
                    to={child.to}
                    className="inline-flex h-9 items-center rounded-full border border-current px-4 text-sm font-semibold"
                  >
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Container>
  );
}
