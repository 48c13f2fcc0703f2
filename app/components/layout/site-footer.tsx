import { SHOP_CONTACTS, SHOP_NAME } from '~/utils/brand';
import { GENDER_MENU } from './catalog-menu';
import { CONTAINER } from './container';
import { LinkList } from './link-list';
import { Logo } from './logo';
import { PAGES } from './site-pages';

type FooterColumn = { title: string; links: { label: string; to: string }[] };

const pageLink = (page: { title: string; path: string }) => ({ label: page.title, to: page.path });

// Every content page of the spec's route table is reachable from here.
const COLUMNS: FooterColumn[] = [
  {
    title: 'Каталог',
    links: [
      ...GENDER_MENU.map(({ label, to }) => ({ label, to })),
      { label: 'Новинки', to: '/catalog/new/' },
      { label: 'Распродажа', to: '/catalog/sale/' },
      pageLink(PAGES.brands),
      pageLink(PAGES.outfits),
    ],
  },
  {
    title: 'Покупателям',
    links: [
      PAGES.deliveryDetails,
      PAGES.deliveryPayment,
      PAGES.deliveryReturn,
      PAGES.deliveryOrderTracking,
      PAGES.supportSizeTable,
      PAGES.supportFaq,
    ].map(pageLink),
  },
  {
    title: 'О нас',
    links: [PAGES.aboutCompany, PAGES.aboutNews, PAGES.aboutShops, PAGES.aboutTrue, PAGES.loyalty].map(
      pageLink,
    ),
  },
  {
    title: 'Документы',
    links: [PAGES.documentsPublicOffer, PAGES.documentsSecurityPolicy, PAGES.supportContacts].map(pageLink),
  },
];

/** The default layout's footer: site map, contacts and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="mt-auto bg-brand text-white">
      <div className={`${CONTAINER} grid gap-10 py-12 desktop:grid-cols-[1fr_3fr] desktop:py-16`}>
        <div className="flex flex-col gap-4">
          <Logo className="self-start text-white" />
          <p className="max-w-xs text-sm text-white/70">
            Кроссовки, одежда и аксессуары известных брендов для всей семьи.
          </p>
          <address className="flex flex-col gap-1 text-sm not-italic">
            <a href={SHOP_CONTACTS.phoneHref} className="text-lg font-bold hover:underline">
              {SHOP_CONTACTS.phone}
            </a>
            <a href={`mailto:${SHOP_CONTACTS.email}`} className="hover:underline">
              {SHOP_CONTACTS.email}
            </a>
            <span className="text-white/70">Звонок бесплатный, {SHOP_CONTACTS.hours}</span>
          </address>
        </div>
        <nav aria-label="Карта сайта" className="grid grid-cols-2 gap-x-6 gap-y-10 tablet:grid-cols-4">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <p className="footer-heading">{column.title}</p>
              <LinkList links={column.links} className="footer-links" />
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/15">
        <p className={`${CONTAINER} py-5 text-xs text-white/70`}>
          © {new Date().getFullYear()} {SHOP_NAME}. Все права защищены. Только оригинальные товары.
        </p>
      </div>
    </footer>
  );
}
