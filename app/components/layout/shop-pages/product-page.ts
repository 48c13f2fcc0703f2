import { page } from '../site-page';

export const PRODUCT_PAGE = page('/product', 'Товар', 'Карточка товара.');
