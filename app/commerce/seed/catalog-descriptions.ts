/** The Russian description text of a demo product, from its type, season, material and flags. */
import { productKindPhrase } from '../catalog/taxonomy/gendered-names';
import type { ProductGender } from '../catalog/taxonomy/genders';
import type { ProductType } from '../catalog/taxonomy/product-types';
import { PURPOSES, closingLine } from './data/product-texts';
import type { Random } from '../catalog/random';

export function productDescription(
  random: Random,
  p: {
    name: string;
    gender: ProductGender;
    type: ProductType;
    season: 1 | 2 | 3;
    material: string;
    sole?: string;
    waterproof: boolean;
    recycled: boolean;
    collab: boolean;
    bestseller: boolean;
  },
): string {
  const purposes = PURPOSES[p.type.code] ?? PURPOSES[p.type.groupCode];
  const sentences = [`${p.name} — ${productKindPhrase(p.gender, p.type.code)} ${random.pick(purposes)}.`];
  sentences.push(
    p.sole
      ? `Верх — ${p.material.toLowerCase()}, подошва — ${p.sole.toLowerCase()}.`
      : `Материал: ${p.material.toLowerCase()}.`,
  );
  if (p.type.groupCode !== 'aksessuary' || p.type.code === 'shapki') {
    sentences.push(
      {
        1: 'Лёгкая модель для тёплой погоды.',
        2: 'Модель на межсезонье: весну и раннюю осень.',
        3: 'Утеплённая модель для холодной зимы.',
      }[p.season],
    );
  }
  if (p.waterproof) sentences.push('Непромокаемые материалы защищают от дождя и слякоти.');
  if (p.recycled) sentences.push('При производстве использованы переработанные материалы.');
  if (p.collab) sentences.push('Лимитированная коллаборация: модель выпущена ограниченным тиражом.');
  if (p.bestseller) sentences.push('Одна из самых популярных моделей у наших покупателей.');
  sentences.push(closingLine(random, p.type.groupCode));
  return sentences.join(' ');
}
