import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.server';
import { brands, productColors, products } from '../../db/schema';

/** What a product picture is drawn from. */
export interface ImageSubject {
  colorCode: string;
  productCode: string;
  typeCode: string;
  brandCode: string;
  hex: string;
}

/** The product colour behind an image URL, or null when no colour has this article code. */
export async function findImageSubject(db: DbOrTx, colorCode: string): Promise<ImageSubject | null> {
  const rows = await db
    .select({
      colorCode: productColors.code,
      productCode: products.code,
      typeCode: products.typeCode,
      brandCode: brands.code,
      hex: productColors.hex,
    })
    .from(productColors)
    .innerJoin(products, eq(products.id, productColors.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(productColors.code, colorCode))
    .limit(1);
  return rows[0] ?? null;
}
