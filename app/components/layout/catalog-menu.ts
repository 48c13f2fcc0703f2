// The header's catalogue menu. The catalogue issue may later feed it from the API; the three
// gender pages and their groups are fixed by the product rules (docs/product.md#legacy-addresses, legacy redirect targets).

export type MenuLink = { label: string; to: string };
export type GenderMenu = MenuLink & { children: MenuLink[] };

const GROUPS = [
  { code: 'obuv', label: 'Обувь' },
  { code: 'odezhda', label: 'Одежда' },
  { code: 'aksessuary', label: 'Аксессуары' },
] as const;

function gender(code: string, label: string): GenderMenu {
  const to = `/catalog/${code}/`;
  return {
    label,
    to,
    children: [
      { label: 'Смотреть всё', to },
      ...GROUPS.map((group) => ({ label: group.label, to: `${to}${group.code}/` })),
    ],
  };
}

export const GENDER_MENU: GenderMenu[] = [
  gender('man', 'Мужчинам'),
  gender('woman', 'Женщинам'),
  gender('kids', 'Детям'),
];

/** Links that sit beside the gender menus: new arrivals, sale, brands. */
export const EXTRA_MENU: MenuLink[] = [
  { label: 'Новинки', to: '/catalog/new/' },
  { label: 'Бренды', to: '/brands' },
  { label: 'Распродажа', to: '/catalog/sale/' },
];
