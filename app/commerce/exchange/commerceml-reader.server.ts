/**
 * Streams a CommerceML file into records with saxes: only the element being read (one
 * Товар, one Предложение) is held as a tree, so a gigabyte file costs what one product does.
 */
import fs from 'node:fs';
import { SaxesParser } from 'saxes';
import {
  documentRecord,
  groupRecords,
  namedRecord,
  offerRecord,
  productRecord,
  propertyRecord,
  type ExchangeRecord,
} from './commerceml-records';
import { newElement, parseFlag, type XmlElement } from './xml-elements';

/** A file 1С sent that is not a CommerceML package we can read. */
export class BrokenPackageError extends Error {}

type Collect = (element: XmlElement) => ExchangeRecord[];

// Which element, under which parent and grandparent, makes which records.
const TARGETS: { path: [string, string, string]; collect: Collect }[] = [
  { path: ['Классификатор', 'Группы', 'Группа'], collect: (e) => groupRecords(e) },
  { path: ['Классификатор', 'Свойства', 'Свойство'], collect: (e) => nonNull(propertyRecord(e)) },
  {
    path: ['Классификатор', 'Свойства', 'СвойствоНоменклатуры'],
    collect: (e) => nonNull(propertyRecord(e)),
  },
  { path: ['Каталог', 'Товары', 'Товар'], collect: (e) => nonNull(productRecord(e)) },
  { path: ['ПакетПредложений', 'ТипыЦен', 'ТипЦены'], collect: (e) => nonNull(namedRecord('priceType', e)) },
  { path: ['Классификатор', 'ТипыЦен', 'ТипЦены'], collect: (e) => nonNull(namedRecord('priceType', e)) },
  { path: ['ПакетПредложений', 'Склады', 'Склад'], collect: (e) => nonNull(namedRecord('warehouse', e)) },
  { path: ['Классификатор', 'Склады', 'Склад'], collect: (e) => nonNull(namedRecord('warehouse', e)) },
  { path: ['ПакетПредложений', 'Предложения', 'Предложение'], collect: (e) => nonNull(offerRecord(e)) },
];

const PACKAGES = new Set(['Каталог', 'ПакетПредложений', 'ИзмененияПакетаПредложений']);

function nonNull<T>(value: T | null): T[] {
  return value === null ? [] : [value];
}

function targetOf(stack: string[]): Collect | undefined {
  const n = stack.length;
  // Order documents (type=sale) sit right under the root.
  if (n === 2 && stack[1] === 'Документ') return (e) => nonNull(documentRecord(e));
  if (n < 3) return undefined;
  return TARGETS.find(
    ({ path }) => path[2] === stack[n - 1] && path[1] === stack[n - 2] && path[0] === stack[n - 3],
  )?.collect;
}

/** Reads the XML declaration's encoding from the first bytes: 1С 8.x writes UTF-8, old ones windows-1251. */
function declaredEncoding(head: Buffer): string {
  const match = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head.subarray(0, 200).toString('latin1'));
  const name = match?.[1]?.toLowerCase() ?? 'utf-8';
  return name === 'cp1251' ? 'windows-1251' : name;
}

/**
 * Records of a CommerceML file, in file order, a batch per chunk read. Throws
 * BrokenPackageError (with the line) for malformed XML or a file that is no CommerceML.
 */
export async function* readCommerceMl(file: string): AsyncGenerator<ExchangeRecord[]> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: string[] = [];
  let capture: { collect: Collect; depth: number; nodes: XmlElement[] } | null = null;
  let ready: ExchangeRecord[] = [];
  let rootSeen = false;
  let changesFlagOpen = false;
  let classifierOpen = false;

  parser.on('opentag', (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    if (!rootSeen) {
      rootSeen = true;
      if (tag.name !== 'КоммерческаяИнформация')
        throw new BrokenPackageError(`это не CommerceML: корневой элемент <${tag.name}>`);
    }
    stack.push(tag.name);
    if (capture) {
      const node = newElement(tag.name, attributes);
      capture.nodes[capture.nodes.length - 1].children.push(node);
      capture.nodes.push(node);
      return;
    }
    if (PACKAGES.has(tag.name) && 'СодержитТолькоИзменения' in attributes) {
      ready.push({ kind: 'package', changesOnly: parseFlag(attributes['СодержитТолькоИзменения']) });
    }
    if (tag.name === 'СодержитТолькоИзменения' && PACKAGES.has(stack[stack.length - 2] ?? '')) {
      changesFlagOpen = true;
    }
    if (tag.name === 'ИдКлассификатора' && PACKAGES.has(stack[stack.length - 2] ?? '')) {
      classifierOpen = true;
    }
    const collect = targetOf(stack);
    if (collect) capture = { collect, depth: stack.length, nodes: [newElement(tag.name, attributes)] };
  });
  parser.on('text', (text) => {
    if (capture) capture.nodes[capture.nodes.length - 1].text += text;
    else if (changesFlagOpen) ready.push({ kind: 'package', changesOnly: parseFlag(text) });
    else if (classifierOpen && text.trim()) ready.push({ kind: 'classifier', id: text.trim() });
  });
  parser.on('cdata', (text) => {
    if (capture) capture.nodes[capture.nodes.length - 1].text += text;
  });
  parser.on('closetag', () => {
    changesFlagOpen = false;
    classifierOpen = false;
    if (capture) {
      const done = capture.nodes.pop()!;
      if (stack.length === capture.depth) {
        ready.push(...capture.collect(done));
        capture = null;
      }
    }
    stack.pop();
  });

  const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  let decoder: TextDecoder | undefined;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!decoder) {
        try {
          decoder = new TextDecoder(declaredEncoding(chunk));
        } catch {
          throw new BrokenPackageError(`неизвестная кодировка ${declaredEncoding(chunk)}`);
        }
      }
      parser.write(decoder.decode(chunk, { stream: true }));
      if (ready.length > 0) {
        const batch = ready;
        ready = [];
        yield batch;
      }
    }
    if (decoder) parser.write(decoder.decode());
    if (!rootSeen) throw new BrokenPackageError('файл пуст');
    parser.close();
  } catch (error) {
    if (error instanceof BrokenPackageError) throw error;
    const where = `строка ${parser.line}`;
    throw new BrokenPackageError(
      `${where}: ${(error as Error).message.replace(/^(?:[^\n]*?:)?\d+:\d+: /, '')}`,
    );
  } finally {
    stream.destroy();
  }
  if (ready.length > 0) yield ready;
}
