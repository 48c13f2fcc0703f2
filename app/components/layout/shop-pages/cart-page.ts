import { page } from '../site-page';

export const CART_PAGE = page('/cart/', 'Корзина', 'Товары, которые ты выбрал.');
