/**
 * What the shop takes from a CommerceML 2 package (2.05 to 2.10), one record per element of
 * interest, in file order. Records are plain JSON: they are staged in the database between
 * the steps of an import.
 */
import { child, children, parseFlag, parseNumber, textAt, type XmlElement } from './xml-elements';

export interface GroupRecord {
  kind: 'group';
  id: string;
  name: string;
  parentId: string | null;
}

/** A property of the classifier; `values` maps ИдЗначения to text for reference-book properties. */
export interface PropertyRecord {
  kind: 'property';
  id: string;
  name: string;
  values: Record<string, string>;
}

export interface ProductRecord {
  kind: 'product';
  id: string;
  name: string;
  article: string;
  description: string;
  groupIds: string[];
  /** Property id (or name, for ХарактеристикиТовара and ЗначенияРеквизитов) → raw value. */
  properties: { id: string; value: string }[];
  pictures: string[];
  deleted: boolean;
}

export interface PriceTypeRecord {
  kind: 'priceType';
  id: string;
  name: string;
}

export interface WarehouseRecord {
  kind: 'warehouse';
  id: string;
  name: string;
}

export interface OfferRecord {
  kind: 'offer';
  /** 'productId#characteristicId' or the product id alone. */
  id: string;
  productId: string;
  /** 1С's name of the offer: 'Женские ботфорты коричневые (38)' (a size may only be here). */
  name: string;
  /** Characteristic name (lower case) → value: {'цвет': 'Черный', 'размер': '42'}. */
  characteristics: Record<string, string>;
  /** The offer's own ЗначенияСвойств (property id → raw value), as on a product. */
  properties: { id: string; value: string }[];
  /** Price type id → price per unit. */
  prices: Record<string, number>;
  /** Warehouse id → quantity; empty when the package gave only a total. */
  stock: Record<string, number>;
  quantity: number | null;
  /**
   * Pictures of this characteristic (CommerceML's Предложение is a Товар, so it may carry
   * <Картинка>): file names in the package; the colour of the offer shows them.
   */
  pictures: string[];
  deleted: boolean;
}

/** The package's header: whether it holds only changes (СодержитТолькоИзменения). */
export interface PackageRecord {
  kind: 'package';
  changesOnly: boolean;
}

/** The classifier an offers package belongs to (ИдКлассификатора): its price types are remembered per classifier. */
export interface ClassifierRecord {
  kind: 'classifier';
  id: string;
}

/**
 * A Товар of import.xml whose Ид is 'product#characteristic': some configurations send a
 * characteristic this way. It is no product: it gives the size and colour of the offer with
 * the same Ид.
 */
export interface CharacteristicRecord {
  kind: 'characteristic';
  id: string;
  productId: string;
  name: string;
  /** Characteristic or property name (lower case) → value. */
  characteristics: Record<string, string>;
}

/** An order document 1С sends back (type=sale): its number and its requisites by name. */
export interface DocumentRecord {
  kind: 'document';
  id: string;
  number: string;
  /** Requisite name (lower case) → value: {'статус заказа': 'Отгружен', 'отменен': 'false'}. */
  requisites: Record<string, string>;
}

export type ExchangeRecord =
  | CharacteristicRecord
  | ClassifierRecord
  | DocumentRecord
  | GroupRecord
  | PropertyRecord
  | ProductRecord
  | PriceTypeRecord
  | WarehouseRecord
  | OfferRecord
  | PackageRecord;

/** A group and its nested groups, parents first. */
export function groupRecords(element: XmlElement, parentId: string | null = null): GroupRecord[] {
  const id = textAt(element, 'Ид');
  if (!id) return [];
  const own: GroupRecord = { kind: 'group', id, name: textAt(element, 'Наименование') || id, parentId };
  return [own, ...children(child(element, 'Группы'), 'Группа').flatMap((g) => groupRecords(g, id))];
}

export function propertyRecord(element: XmlElement): PropertyRecord | null {
  const id = textAt(element, 'Ид');
  if (!id) return null;
  const values: Record<string, string> = {};
  for (const option of children(child(element, 'ВариантыЗначений'), 'Справочник')) {
    const valueId = textAt(option, 'ИдЗначения');
    if (valueId) values[valueId] = textAt(option, 'Значение');
  }
  return { kind: 'property', id, name: textAt(element, 'Наименование') || id, values };
}

/** The <Картинка> file names right inside a Товар or Предложение, in file order. */
function pictureNames(element: XmlElement): string[] {
  return children(element, 'Картинка')
    .map((p) => p.text.trim())
    .filter(Boolean);
}

/** ЗначенияСвойств of a Товар or Предложение: property id → value (several values joined). */
function propertyValues(element: XmlElement): { id: string; value: string }[] {
  const values: { id: string; value: string }[] = [];
  for (const value of children(child(element, 'ЗначенияСвойств'), 'ЗначенияСвойства')) {
    const propertyId = textAt(value, 'Ид');
    const text = children(value, 'Значение')
      .map((v) => v.text.trim())
      .filter(Boolean)
      .join(', ');
    if (propertyId && text) values.push({ id: propertyId, value: text });
  }
  return values;
}

/** ХарактеристикиТовара by lower-case name: {'размер': '42', 'цвет': 'Черный'}. */
function characteristicsOf(element: XmlElement): Record<string, string> {
  const characteristics: Record<string, string> = {};
  for (const trait of children(child(element, 'ХарактеристикиТовара'), 'ХарактеристикаТовара')) {
    const name = textAt(trait, 'Наименование').toLowerCase();
    if (name) characteristics[name] = textAt(trait, 'Значение');
  }
  return characteristics;
}

export function productRecord(element: XmlElement): ProductRecord | CharacteristicRecord | null {
  const id = textAt(element, 'Ид');
  if (!id) return null;
  if (id.includes('#')) {
    return {
      kind: 'characteristic',
      id,
      productId: id.split('#')[0],
      name: textAt(element, 'Наименование'),
      characteristics: characteristicsOf(element),
    };
  }
  const properties: ProductRecord['properties'] = propertyValues(element);
  // Характеристики and Реквизиты carry their name in place of an id.
  for (const trait of children(child(element, 'ХарактеристикиТовара'), 'ХарактеристикаТовара')) {
    const name = textAt(trait, 'Наименование');
    if (name) properties.push({ id: name, value: textAt(trait, 'Значение') });
  }
  for (const trait of children(child(element, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = textAt(trait, 'Наименование');
    if (name) properties.push({ id: name, value: textAt(trait, 'Значение') });
  }
  const manufacturer = textAt(element, 'Изготовитель', 'Наименование');
  if (manufacturer) properties.push({ id: 'Изготовитель', value: manufacturer });
  return {
    kind: 'product',
    id,
    name: textAt(element, 'Наименование') || id,
    article: textAt(element, 'Артикул'),
    description: textAt(element, 'Описание'),
    groupIds: children(child(element, 'Группы'), 'Ид')
      .map((g) => g.text.trim())
      .filter(Boolean),
    properties,
    pictures: pictureNames(element),
    deleted: textAt(element, 'Статус') === 'Удален' || element.attributes['Статус'] === 'Удален',
  };
}

export function namedRecord<K extends 'priceType' | 'warehouse'>(
  kind: K,
  element: XmlElement,
): { kind: K; id: string; name: string } | null {
  const id = textAt(element, 'Ид');
  if (!id) return null;
  return { kind, id, name: textAt(element, 'Наименование') || id };
}

export function offerRecord(element: XmlElement): OfferRecord | null {
  const id = textAt(element, 'Ид');
  if (!id) return null;
  const prices: Record<string, number> = {};
  for (const price of children(child(element, 'Цены'), 'Цена')) {
    const typeId = textAt(price, 'ИдТипаЦены');
    const value = parseNumber(textAt(price, 'ЦенаЗаЕдиницу'));
    if (typeId && value !== null) prices[typeId] = value;
  }
  const stock: Record<string, number> = {};
  // 2.05: <Склад ИдСклада="…" КоличествоНаСкладе="…"/> right in the offer.
  for (const store of children(element, 'Склад')) {
    const storeId = store.attributes['ИдСклада'];
    const quantity = parseNumber(store.attributes['КоличествоНаСкладе'] ?? '');
    if (storeId && quantity !== null) stock[storeId] = (stock[storeId] ?? 0) + quantity;
  }
  // 2.08+: <Остатки><Остаток><Склад><Ид/><Количество/></Склад></Остаток></Остатки>.
  for (const rest of children(child(element, 'Остатки'), 'Остаток')) {
    const store = child(rest, 'Склад');
    const storeId = textAt(store, 'Ид');
    const quantity = parseNumber(textAt(store, 'Количество'));
    if (storeId && quantity !== null) stock[storeId] = (stock[storeId] ?? 0) + quantity;
  }
  return {
    kind: 'offer',
    id,
    productId: id.split('#')[0],
    name: textAt(element, 'Наименование'),
    characteristics: characteristicsOf(element),
    properties: propertyValues(element),
    prices,
    stock,
    quantity: parseNumber(textAt(element, 'Количество')),
    pictures: pictureNames(element),
    deleted: textAt(element, 'Статус') === 'Удален' || parseFlag(textAt(element, 'ПометкаУдаления')),
  };
}

export function documentRecord(element: XmlElement): DocumentRecord | null {
  const id = textAt(element, 'Ид');
  const number = textAt(element, 'Номер');
  if (!id && !number) return null;
  const requisites: Record<string, string> = {};
  for (const value of children(child(element, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = textAt(value, 'Наименование').toLowerCase();
    if (name) requisites[name] = textAt(value, 'Значение');
  }
  return { kind: 'document', id, number, requisites };
}
