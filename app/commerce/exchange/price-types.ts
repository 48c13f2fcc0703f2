/**
 * Which of 1С's price types shoppers pay and which is shown crossed out. 1С names a price
 * type by its Ид; the shop is configured by name. The name is looked up among the types the
 * package itself sent (so a type of the same name from another infobase, or one re-created in
 * 1С under a new Ид, cannot stand in for it), in the order the configuration lists names.
 */
import { normalName } from './catalog-mapping';

export interface PriceTypeChoice {
  retail?: string;
  old?: string;
  /** How the retail type was found, for the import's summary. */
  how: 'name' | 'only-type' | 'remembered' | 'none';
}

/** 'Розничная, BASE ,Интернет' → ['Розничная', 'BASE', 'Интернет']. */
export function priceTypeNames(setting: string): string[] {
  return setting
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function byName(types: readonly { id: string; name: string }[], names: string[], except?: string) {
  for (const name of names) {
    const found = types.find((t) => t.id !== except && normalName(t.name) === normalName(name));
    if (found) return found.id;
  }
  return undefined;
}

/**
 * The retail and old price types of a package: by the configured names among the package's
 * own types; a package with a single type that no name matches is priced by it; a package
 * that sent no types (a changes-only one may not) keeps what its classifier used last time.
 */
export function choosePriceTypes(
  packageTypes: readonly { id: string; name: string }[],
  names: { retail: string[]; old: string[] },
  remembered: { retail?: string; old?: string },
): PriceTypeChoice {
  if (packageTypes.length === 0) {
    return { ...remembered, how: remembered.retail ? 'remembered' : 'none' };
  }
  const retail = byName(packageTypes, names.retail);
  if (retail) return { retail, old: byName(packageTypes, names.old, retail), how: 'name' };
  if (packageTypes.length === 1) return { retail: packageTypes[0].id, how: 'only-type' };
  return { old: byName(packageTypes, names.old), how: 'none' };
}

/** Raised by the apply: a full offers package nobody can buy anything from. Its run fails with this text. */
export class NoRetailPriceError extends Error {
  constructor(packageTypes: readonly { name: string }[], names: string[]) {
    const sent = packageTypes.map((t) => `«${t.name}»`).join(', ') || 'ни одного';
    const wanted = names.map((n) => `«${n}»`).join(', ');
    super(
      `Нет цены для покупателей: в пакете типы цен ${sent}, а EXCHANGE_1C_PRICE_TYPE называет ${wanted}. ` +
        'Допиши имя нужного типа в EXCHANGE_1C_PRICE_TYPE; цены не изменены',
    );
  }
}
