// Every page of the spec's route table (docs/product.md#route-table) with its Russian title, in one place: route
// modules take their h1 and meta from here, the footer and the section menus their links.
// The shop pages each have a module of their own under ./shop-pages, so a page's first load
// carries its own entry, not the others' texts nor this table's (about 4 kB of gzip; docs/product.md#page-weight).
import { CART_PAGE } from './shop-pages/cart-page';
import { CATALOG_PAGE } from './shop-pages/catalog-page';
import { HOME_PAGE } from './shop-pages/home-page';
import { LOYALTY_PAGE } from './shop-pages/loyalty-page';
import { PRODUCT_PAGE } from './shop-pages/product-page';
import { SEARCH_PAGE } from './shop-pages/search-page';
import { page, type SitePage } from './site-page';

export type { SitePage } from './site-page';

export const PAGES = {
  home: HOME_PAGE,
  about: page('/about', 'О нас', 'Кто мы, где наши магазины и почему у нас только оригинальные вещи.'),
  aboutCompany: page(
    '/about/company',
    'О компании',
    'Как появился магазин и чем мы живём.',
    'Мы продаём кроссовки, одежду и аксессуары, которые носим сами. Скоро расскажем о себе подробнее.',
  ),
  aboutNews: page(
    '/about/news',
    'Новости',
    'Новинки, коллаборации и события магазина.',
    'Новинки, коллаборации и события магазина. Первые новости уже на подходе.',
  ),
  aboutNewsItem: page('/about/news', 'Новость', 'Новость магазина.', 'Эта новость скоро появится здесь.'),
  aboutShops: page(
    '/about/shops',
    'Магазины',
    'Адреса и часы работы магазинов.',
    'Адреса и часы работы магазинов в твоём городе появятся здесь совсем скоро.',
  ),
  aboutTrue: page(
    '/about/true',
    'Только оригинал',
    'Почему в магазине только оригинальные товары.',
    'Мы работаем напрямую с брендами и их официальными дистрибьюторами. Каждая пара — оригинал.',
  ),
  brands: page(
    '/brands',
    'Бренды',
    'Все бренды магазина от А до Я.',
    'Все бренды магазина от А до Я. Список уже собираем.',
  ),
  cart: CART_PAGE,
  catalog: CATALOG_PAGE,
  delivery: page(
    '/delivery',
    'Доставка и оплата',
    'Как получить заказ, оплатить его и вернуть, если не подошло.',
  ),
  deliveryDetails: page(
    '/delivery/details',
    'Доставка',
    'Способы, сроки и стоимость доставки.',
    'Курьером, в пункт выдачи или в магазин. Сроки и стоимость для твоего города скоро будут здесь.',
  ),
  deliveryPayment: page(
    '/delivery/payment',
    'Оплата',
    'Способы оплаты заказа.',
    'Картой онлайн, при получении или бонусами. Подробности скоро.',
  ),
  deliveryReturn: page(
    '/delivery/return',
    'Возврат и обмен',
    'Как вернуть или обменять товар.',
    'Расскажем, как вернуть или обменять товар, если он не подошёл.',
  ),
  deliveryOrderTracking: page(
    '/delivery/order-tracking',
    'Отслеживание заказа',
    'Где сейчас твой заказ.',
    'Скоро здесь можно будет узнать, где твой заказ, по его номеру.',
  ),
  documents: page('/documents', 'Документы', 'Правила магазина и обработка персональных данных.'),
  documentsPublicOffer: page(
    '/documents/public-offer',
    'Публичная оферта',
    'Условия продажи товаров в интернет-магазине.',
  ),
  documentsSecurityPolicy: page(
    '/documents/security-policy',
    'Политика конфиденциальности',
    'Как мы обрабатываем и защищаем персональные данные.',
  ),
  loyalty: LOYALTY_PAGE,
  orderMake: page(
    '/order/make',
    'Оформление заказа',
    'Доставка, оплата и контакты получателя.',
    'Проверь товары, выбери доставку и оплату.',
  ),
  orderDone: page(
    '/order/done',
    'Заказ оформлен',
    'Спасибо за заказ!',
    'Спасибо за заказ! Мы пришлём смс, когда он будет готов.',
  ),
  outfits: page(
    '/outfits',
    'Образы',
    'Готовые сочетания обуви, одежды и аксессуаров.',
    'Готовые сочетания обуви, одежды и аксессуаров от наших стилистов.',
  ),
  personal: page('/personal', 'Личный кабинет', 'Профиль, заказы, бонусы и избранное.'),
  personalProfile: page(
    '/personal/profile',
    'Профиль',
    'Имя, телефон и email.',
    'Твои имя, телефон и email.',
  ),
  personalOrders: page(
    '/personal/orders',
    'Мои заказы',
    'История и статусы заказов.',
    'История и статусы твоих заказов.',
  ),
  personalLoyaltyProgram: page(
    '/personal/loyalty-program',
    'Бонусная программа',
    'Баланс бонусов и история начислений.',
    'Твой баланс бонусов и история начислений.',
  ),
  personalSupport: page(
    '/personal/support',
    'Поддержка',
    'Вопросы по заказам.',
    'Напиши нам, если с заказом что-то не так, и мы разберёмся.',
  ),
  personalWishlist: page(
    '/personal/wishlist',
    'Избранное',
    'Товары, которые тебе понравились.',
    'Здесь будут товары, которые тебе понравились.',
  ),
  personalStockAlerts: page(
    '/personal/stock-alerts',
    'Жду размер',
    'Размеры, о поступлении которых ты просил сообщить.',
    'Здесь будут размеры, о поступлении которых ты просил сообщить. Подписаться можно на странице товара, если нужного размера нет.',
  ),
  product: PRODUCT_PAGE,
  search: SEARCH_PAGE,
  support: page('/support', 'Помощь', 'Ответы на вопросы, таблица размеров и контакты.'),
  supportContacts: page(
    '/support/contacts',
    'Контакты',
    'Как связаться с магазином.',
    'Мы на связи каждый день: звони, пиши, поможем с заказом.',
  ),
  supportFaq: page(
    '/support/faq',
    'Вопросы и ответы',
    'Ответы на частые вопросы о заказах, доставке и возврате.',
    'Собираем ответы на самые частые вопросы о заказах, доставке и возврате.',
  ),
  supportSizeTable: page(
    '/support/size-table',
    'Таблица размеров',
    'Как подобрать размер обуви и одежды.',
    'Подбери размер обуви и одежды по таблице.',
  ),
} satisfies Record<string, SitePage>;

/** Sections whose index page is a menu of their children (on mobile; desktop rules come later). */
export const SECTIONS = {
  about: {
    page: PAGES.about,
    children: [PAGES.aboutCompany, PAGES.aboutNews, PAGES.aboutShops, PAGES.aboutTrue],
  },
  delivery: {
    page: PAGES.delivery,
    children: [
      PAGES.deliveryDetails,
      PAGES.deliveryPayment,
      PAGES.deliveryReturn,
      PAGES.deliveryOrderTracking,
    ],
  },
  documents: { page: PAGES.documents, children: [PAGES.documentsPublicOffer, PAGES.documentsSecurityPolicy] },
  personal: {
    page: PAGES.personal,
    children: [
      PAGES.personalProfile,
      PAGES.personalOrders,
      PAGES.personalLoyaltyProgram,
      PAGES.personalWishlist,
      PAGES.personalStockAlerts,
      PAGES.personalSupport,
    ],
  },
  support: {
    page: PAGES.support,
    children: [PAGES.supportFaq, PAGES.supportSizeTable, PAGES.supportContacts],
  },
} satisfies Record<string, { page: SitePage; children: SitePage[] }>;

export type Section = (typeof SECTIONS)[keyof typeof SECTIONS];
