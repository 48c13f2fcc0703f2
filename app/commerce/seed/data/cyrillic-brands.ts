/** The brands written in Cyrillic: two Russian shoe makers and a made-up knitwear label. */
import { type BrandSeed } from './brand-seed';

export const CYRILLIC_BRANDS: readonly BrandSeed[] = [
  {
    code: 'kotofey', name: 'Котофей', weight: 3, tier: 0.7, types: ['krossovki', 'kedy', 'botinki', 'futbolki', 'shapki', 'noski'], kids: true, kidsOnly: true, countries: ['Россия'],
    models: {
      krossovki: ['Спринт', 'Непоседа', 'Вираж'],
      kedy: ['Лето', 'Прогулка'],
      botinki: ['Снежок', 'Тёплый шаг', 'Мембрана'],
      futbolki: ['Футболка с принтом'],
      shapki: ['Вязаная шапка'],
      noski: ['Носки 3 пары'],
    },
    description: 'Российский производитель детской обуви, с 1949 года.',
  },
  {
    code: 'unichel', name: 'Юничел', weight: 2, tier: 0.7, types: ['krossovki', 'botinki', 'slantsy'], kids: true, countries: ['Россия'],
    models: { krossovki: ['Актив', 'Городской', 'Спорт'], botinki: ['Трекер', 'Зима', 'Кантри'], slantsy: ['Пляж'] },
    description: 'Российская обувная компания из Челябинска.',
  },
  {
    code: 'severnaya-nit', name: 'Северная нить', weight: 2, tier: 0.75, types: ['shapki', 'noski', 'tolstovki'], kids: true, countries: ['Россия'],
    models: { shapki: ['Помор', 'Бини из мериноса', 'Ушанка-бини'], noski: ['Шерстяные носки', 'Носки с оленями'], tolstovki: ['Свитшот Север'] },
    description: 'Трикотажная марка: тёплые шапки, носки и свитшоты из шерсти.',
  },
];
