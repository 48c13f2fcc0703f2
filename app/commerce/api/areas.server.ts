// Every commerce area's endpoints, with the name the reference page groups them under.
import { endpoints as basket } from '../basket/endpoints.server';
import { endpoints as catalog } from '../catalog/endpoints.server';
import { endpoints as content } from '../content/endpoints.server';
import { endpoints as customers } from '../customers/endpoints.server';
import { endpoints as delivery } from '../delivery/endpoints.server';
import { endpoints as exchange } from '../exchange/endpoints.server';
import { endpoints as feeds } from '../feeds/endpoints.server';
import { endpoints as inventory } from '../inventory/endpoints.server';
import { endpoints as location } from '../location/endpoints.server';
import { endpoints as marketing } from '../marketing/endpoints.server';
import { endpoints as orders } from '../orders/endpoints.server';
import { endpoints as payments } from '../payments/endpoints.server';
import { endpoints as recentlyViewed } from '../recently-viewed/endpoints.server';
import { endpoints as redirects } from '../redirects/endpoints.server';
import { endpoints as seo } from '../seo/endpoints.server';
import { endpoints as stockAlerts } from '../stock-alerts/endpoints.server';
import type { Endpoint } from '../http/endpoint';
import { endpoints as jobs } from './jobs-endpoints.server';

export const apiAreas: { tag: string; endpoints: Endpoint[] }[] = [
  { tag: 'Каталог', endpoints: catalog },
  { tag: 'Корзина', endpoints: basket },
  { tag: 'Заказы', endpoints: orders },
  { tag: 'Оплата', endpoints: payments },
  { tag: 'Доставка', endpoints: delivery },
  { tag: 'Покупатели', endpoints: customers },
  { tag: 'Вы смотрели', endpoints: recentlyViewed },
  { tag: 'Ожидание размера', endpoints: stockAlerts },
  { tag: 'Рассылка', endpoints: marketing },
  { tag: 'Контент', endpoints: content },
  { tag: 'SEO', endpoints: seo },
  { tag: 'Города', endpoints: location },
  { tag: 'Редиректы', endpoints: redirects },
  { tag: 'Фиды', endpoints: feeds },
  { tag: 'Обмен с 1С', endpoints: exchange },
  { tag: 'Остатки', endpoints: inventory },
  { tag: 'Фоновые задачи', endpoints: jobs },
];
