// The seeded texts themselves: every token they use is one the API knows how to fill, and
// the dates and words that the news seed computes.
import { describe, expect, test } from 'vitest';
import { FAQ_SEEDS } from '../seed/content-faq.server';
import { daysAgo, lastSeasonStart } from '../seed/content-news-article.server';
import { inCity, openingArticles } from '../seed/content-news-openings.server';
import { PAGE_SEEDS } from '../seed/content-pages.server';
import { answerParagraphs } from './faq.server';
import { tokensOf } from './template';
import { knownTokens } from './text-values.server';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('seeded texts', () => {
  test('use only tokens the API fills', () => {
    const known = new Set(knownTokens());
    const used = strings([PAGE_SEEDS, FAQ_SEEDS]).flatMap(tokensOf);
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((token) => !known.has(token))).toEqual([]);
  });

  test('have no placeholder text and no formal «вы»', () => {
    const text = strings([PAGE_SEEDS, FAQ_SEEDS]).join('\n');
    expect(text).not.toMatch(/lorem|ipsum|TODO|xxx/i);
    // JavaScript's \b knows only Latin letters, so the word edges are spelled out.
    const formal = /(?<![А-Яа-яЁё])(вы|вас|вам|ваш|ваша|ваше|ваши|вашего|вашей)(?![А-Яа-яЁё])/i;
    expect(text.match(formal)?.[0]).toBeUndefined();
  });

  test('page paths are normalised and unique; titles are unique', () => {
    for (const page of PAGE_SEEDS) expect(page.path).toMatch(/^\/[a-z-]+(\/[a-z-]+)*$/);
    expect(new Set(PAGE_SEEDS.map((p) => p.path)).size).toBe(PAGE_SEEDS.length);
    expect(new Set(PAGE_SEEDS.map((p) => p.title)).size).toBe(PAGE_SEEDS.length);
  });

  test('FAQ answers split into paragraphs at blank lines', () => {
    expect(answerParagraphs('Первый\n  абзац.\n\n  Второй.\n\n\n')).toEqual(['Первый абзац.', 'Второй.']);
  });
});

describe('news dates', () => {
  const now = new Date('2026-03-10T05:00:00Z');

  test('a season starts on the latest 1st of its month, this year or last', () => {
    expect(lastSeasonStart(now, 3).toISOString()).toBe('2026-03-01T07:00:00.000Z');
    expect(lastSeasonStart(now, 6).toISOString()).toBe('2025-06-01T07:00:00.000Z');
    expect(lastSeasonStart(now, 12).toISOString()).toBe('2025-12-01T07:00:00.000Z');
    // On the 1st before the publishing hour, the season has not been announced yet.
    expect(lastSeasonStart(new Date('2026-09-01T06:00:00Z'), 9).toISOString()).toBe(
      '2025-09-01T07:00:00.000Z',
    );
  });

  test('days ago lands at the publishing hour and never in the future', () => {
    expect(daysAgo(now, 15).toISOString()).toBe('2026-02-23T07:00:00.000Z');
    // 05:00 is before the 07:00 publishing hour: today's slot is still ahead, so yesterday's.
    expect(daysAgo(now, 0).toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });

  test('cities read in the prepositional case', () => {
    expect(inCity('Нижний Новгород')).toBe('в Нижнем Новгороде');
    expect(inCity('Казань')).toBe('в Казани');
    expect(inCity('Торжок')).toBe('в городе Торжок');
  });

  test('opening articles: at most three, newest shop first', () => {
    const shop = (code: string, city: string) => ({
      code,
      city,
      name: `Магазин ${code}`,
      address: 'ул. Ленина, д. 1',
      hours: 'Ежедневно с 10:00 до 22:00',
      phone: '+7 (473) 200-00-00',
      assortment: 'Кроссовки',
    });
    const articles = openingArticles(now, [
      shop('a', 'Воронеж'),
      shop('b', 'Уфа'),
      shop('c', 'Челябинск'),
      shop('d', 'Самара'),
    ]);
    expect(articles.map((a) => a.code)).toEqual(['otkrytie-a', 'otkrytie-b', 'otkrytie-c']);
    expect(articles[0].title).toBe('Открыли магазин в Воронеже');
    expect(articles[0].publishedAt.getTime()).toBeGreaterThan(articles[1].publishedAt.getTime());
  });
});
