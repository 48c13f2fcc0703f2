/**
 * How an offer of a real 1С package becomes a size of a colour article. Configurations send
 * the size and the colour in different places: characteristics (ХарактеристикиТовара), a
 * property of the offer or of its product, or only the offer's name («Ботинки женские (38)»).
 * Pure, so every shape is unit-tested (offer-mapping.test.ts).
 */
import type { ColorInfo } from '../catalog/taxonomy/colors';
import { normalName, paletteColor, sizeLabel, type Properties } from './catalog-mapping';

/** Names a size goes by in 1С's characteristics and properties, most specific first. */
const SIZE_NAMES = ['размер', 'размер обуви', 'размер одежды', 'размер ru', 'размер рос', 'size'];
const COLOR_NAMES = ['цвет', 'цвет товара', 'основной цвет', 'color', 'colour'];

function first(sources: Properties[], names: string[]): string {
  for (const source of sources) {
    for (const name of names) {
      const value = source[name]?.trim();
      if (value) return value;
    }
  }
  return '';
}

// A size in brackets at the end of a name: (38) (38,5) (38.5) (42-44) (46/48) (XL) (2XL) (One size).
const SIZE_IN_BRACKETS =
  /\(\s*(\d{1,3}(?:[.,]\d)?(?:\s*[-–/]\s*\d{1,3}(?:[.,]\d)?)?|\d?X{0,3}[SL]|M|XXS|one size)\s*\)\s*$/i;

/**
 * The size an offer's name carries at its end («Женские ботфорты коричневые (38)» → '38'),
 * unless the product's own name ends the same way (then it is part of the name, as in
 * «Кофеварка (220)» sold in one size). Null when the name carries none.
 */
export function sizeFromName(offerName: string, productName: string): string | null {
  const match = SIZE_IN_BRACKETS.exec(offerName.trim());
  if (!match) return null;
  if (normalName(productName).endsWith(normalName(match[0]))) return null;
  return match[1].replace(/\s*[-–]\s*/, '-').replace(/\s*\/\s*/, '/');
}

export interface OfferTraits {
  /** Characteristics by lower-case name (the offer's, else those import.xml sent for its Ид). */
  characteristics: Properties;
  /** The offer's own property values by lower-case name. */
  offerProperties: Properties;
  /** The product's property values by lower-case name. */
  productProperties: Properties;
  offerName: string;
  productName: string;
}

/**
 * The size as the shop shows it: characteristics first, then a size property of the offer or
 * the product, then a size in brackets at the end of the offer's name; 'OS' (one size) when
 * 1С gives none.
 */
export function offerSize(traits: OfferTraits): string {
  const named = first([traits.characteristics, traits.offerProperties, traits.productProperties], SIZE_NAMES);
  if (named) return sizeLabel(named);
  return sizeLabel(sizeFromName(traits.offerName, traits.productName) ?? '');
}

/** 1С's colour word of an offer ('' when 1С gives none): characteristics, offer, then product. */
export function offerColorName(traits: OfferTraits): string {
  return first([traits.characteristics, traits.offerProperties, traits.productProperties], COLOR_NAMES);
}

export interface ColorArticle {
  /** Suffix of the article's code after the product's: '' for the product's one colourless article. */
  suffix: string;
  /** Palette code and swatch, '' when 1С's word is not in the palette (or there is none). */
  colorCode: string;
  hex: string;
  /** The label shoppers see: 1С's word, '' for none. */
  colorName: string;
  /** True when 1С named a colour the palette does not know (reported, shown without a swatch). */
  unknown: boolean;
}

/**
 * The colour article an offer belongs to. A colour is never invented: without a colour word
 * the offer goes to the product's one colourless article; a word the palette lacks keeps
 * 1С's label with no swatch and no place in the colour filter.
 */
export function colorArticle(value: string, slug: (text: string) => string): ColorArticle {
  if (!value) return { suffix: '', colorCode: '', hex: '', colorName: '', unknown: false };
  const palette: ColorInfo | null = paletteColor(value);
  if (!palette)
    return { suffix: slug(value) || 'cvet', colorCode: '', hex: '', colorName: value, unknown: true };
  const exact = normalName(value) === normalName(palette.name);
  return {
    suffix: exact ? palette.code : slug(value) || palette.code,
    colorCode: palette.code,
    hex: palette.hex,
    colorName: value,
    unknown: false,
  };
}
