import { describe, expect, test, vi } from 'vitest';
import type { ContentBlock } from '../contract/content-blocks';
import { fillBlock, renderBlocks } from './stored-blocks';
import { fillTokens, tokensOf } from './template';
import { captureLogs } from '../../../tests/mocks/log-capture';

const VALUES = { 'delivery.fee': '390 ₽', 'shop.name': 'Шаг' };

describe('tokens', () => {
  test('fills known tokens, spaces inside the braces allowed, and leaves unknown ones visible', () => {
    expect(fillTokens('Доставка {{delivery.fee}}, {{ shop.name }}: {{nope}}', VALUES)).toBe(
      'Доставка 390 ₽, Шаг: {{nope}}',
    );
    expect(tokensOf('{{a.b}} и {{ c }} и {x}')).toEqual(['a.b', 'c']);
  });

  test('does not treat inherited object keys as values', () => {
    expect(fillTokens('{{constructor}} {{toString}}', VALUES)).toBe('{{constructor}} {{toString}}');
  });
});

describe('blocks', () => {
  test('fills every text of every block type', () => {
    const blocks: ContentBlock[] = [
      { type: 'heading', level: 2, text: '{{shop.name}}' },
      { type: 'paragraph', text: 'за {{delivery.fee}}' },
      { type: 'list', ordered: false, items: ['{{shop.name}}', 'б'] },
      { type: 'table', caption: '{{shop.name}}', columns: ['{{shop.name}}'], rows: [['{{delivery.fee}}']] },
      { type: 'note', tone: 'info', text: '{{delivery.fee}}' },
      { type: 'links', items: [{ text: '{{shop.name}}', url: 'mailto:{{shop.name}}' }] },
    ];
    expect(blocks.map((b) => fillBlock(b, VALUES))).toEqual([
      { type: 'heading', level: 2, text: 'Шаг' },
      { type: 'paragraph', text: 'за 390 ₽' },
      { type: 'list', ordered: false, items: ['Шаг', 'б'] },
      { type: 'table', caption: 'Шаг', columns: ['Шаг'], rows: [['390 ₽']] },
      { type: 'note', tone: 'info', text: '390 ₽' },
      { type: 'links', items: [{ text: 'Шаг', url: 'mailto:Шаг' }] },
    ]);
  });

  test('expands generated blocks and skips blocks the schema does not know', async () => {
    const log = captureLogs();
    const generate = vi.fn(async () => [{ type: 'paragraph' as const, text: 'живые данные' }]);
    const rendered = await renderBlocks(
      [
        { type: 'paragraph', text: '{{shop.name}}' },
        { type: 'generated', source: 'shopCities' },
        { type: 'video', url: 'x' },
        { type: 'heading', level: 1, text: 'второй h1 недопустим' },
        'строка',
      ],
      VALUES,
      generate,
    );
    expect(rendered).toEqual([
      { type: 'paragraph', text: 'Шаг' },
      { type: 'paragraph', text: 'живые данные' },
    ]);
    expect(generate).toHaveBeenCalledWith('shopCities');
    log.restore();
    expect(log.messages('warn')).toHaveLength(3);
  });

  test('a body that is not a list renders as nothing', async () => {
    expect(await renderBlocks({ type: 'paragraph', text: 'x' }, VALUES, async () => [])).toEqual([]);
  });
});
