import { page } from '../site-page';

export const LOYALTY_PAGE = page('/loyalty', 'Программа лояльности', 'Бонусы за покупки и как их потратить.');
