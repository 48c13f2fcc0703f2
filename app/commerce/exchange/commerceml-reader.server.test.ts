import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BrokenPackageError, readCommerceMl } from './commerceml-reader.server';
import type { ExchangeRecord } from './commerceml-records';

const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures/exchange-1c');

async function readAll(file: string): Promise<ExchangeRecord[]> {
  const records: ExchangeRecord[] = [];
  for await (const batch of readCommerceMl(file)) records.push(...batch);
  return records;
}

function tempFile(bytes: Buffer | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cml-')), 'package.xml');
  fs.writeFileSync(file, bytes);
  return file;
}

describe('readCommerceMl', () => {
  test('reads nested groups with their parents, properties and products of a 2.10 catalogue', async () => {
    const records = await readAll(path.join(fixtures, 'import.xml'));
    const groups = records.filter((r) => r.kind === 'group');
    expect(groups.map((g) => [g.id, g.parentId])).toEqual([
      ['grp-man', null],
      ['grp-man-shoes', 'grp-man'],
      ['grp-man-sneakers', 'grp-man-shoes'],
      ['grp-kedy', null],
      ['grp-leftovers', null],
    ]);
    expect(records.find((r) => r.kind === 'package')).toEqual({ kind: 'package', changesOnly: false });
    const racer = records.find((r) => r.kind === 'product' && r.id === 'prod-racer');
    expect(racer).toMatchObject({
      name: 'Тестоход Рейсер',
      article: 'TH-RACER-01',
      groupIds: ['grp-man-sneakers'],
      pictures: ['import_files/ab/prod-racer.jpg'],
    });
  });

  test('reads stock in the 2.05 attribute form and the changes-only flag', async () => {
    const records = await readAll(path.join(fixtures, 'offers-changes.xml'));
    expect(records[0]).toEqual({ kind: 'package', changesOnly: true });
    const offer = records.find((r) => r.kind === 'offer');
    expect(offer).toMatchObject({
      productId: 'prod-racer',
      stock: { 'wh-tverskaya': 7 },
      prices: { 'pt-retail': 6990 },
    });
  });

  test('reads the pictures an offer carries (a Предложение is a Товар), none when it carries none', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация><ПакетПредложений><Предложения>' +
      '<Предложение><Ид>p1#white-42</Ид><Картинка>import_files/w/1.jpg</Картинка>' +
      '<Картинка> import_files/w/2.png </Картинка><Картинка></Картинка></Предложение>' +
      '<Предложение><Ид>p1#black-42</Ид></Предложение>' +
      '</Предложения></ПакетПредложений></КоммерческаяИнформация>';
    const offers = (await readAll(tempFile(xml))).filter((r) => r.kind === 'offer');
    expect(offers.map((o) => [o.id, o.pictures])).toEqual([
      ['p1#white-42', ['import_files/w/1.jpg', 'import_files/w/2.png']],
      ['p1#black-42', []],
    ]);
  });

  test('reads the flag written as an element (2.10) and a windows-1251 file of old 1С', async () => {
    const xml =
      '<?xml version="1.0" encoding="windows-1251"?><КоммерческаяИнформация><Каталог>' +
      '<СодержитТолькоИзменения>true</СодержитТолькоИзменения><Товары><Товар><Ид>p1</Ид>' +
      '<Наименование>Ботинки Зимние</Наименование></Товар></Товары></Каталог></КоммерческаяИнформация>';
    const cp1251 = Buffer.from(
      [...xml].map((ch) => {
        const code = ch.codePointAt(0)!;
        if (code < 0x80) return code;
        if (code === 0x401) return 0xa8;
        if (code === 0x451) return 0xb8;
        return code - 0x410 + 0xc0;
      }),
    );
    const records = await readAll(tempFile(cp1251));
    expect(records).toEqual([
      { kind: 'package', changesOnly: true },
      expect.objectContaining({ kind: 'product', id: 'p1', name: 'Ботинки Зимние' }),
    ]);
  });

  test('refuses a file cut short with its line, and a file that is not CommerceML', async () => {
    await expect(readAll(path.join(fixtures, 'import-broken.xml'))).rejects.toThrow(/^строка \d+: /);
    await expect(readAll(tempFile('<html><body>502</body></html>'))).rejects.toBeInstanceOf(
      BrokenPackageError,
    );
    await expect(readAll(tempFile(''))).rejects.toThrow('файл пуст');
  });
});
