import path from 'node:path';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { productImageResponse } from '~/commerce/catalog/images/image-response.server';
import { findImageSubject } from '~/commerce/catalog/images/image-subject.queries.server';
import { pictureSource } from '~/commerce/catalog/images/picture-store.server';
import { db } from '~/commerce/db/client.server';
import { objectStore } from '~/commerce/storage/store.server';
import { dataDir } from '~/utils/env.server';

/**
 * Generated product pictures: /images/products/{colourCode}/{view}/{desktop|mobile}[@2x].{jpg|webp},
 * and 1С's pictures resized: /images/pictures/{hash}/{desktop|mobile}[@2x].{jpg|webp}.
 * Rendered on the first request and kept under this instance's DATA_DIR/images, so the first
 * start stays fast; 1С's sources come from the shared object store.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return productImageResponse(params['*'] ?? '', {
    cacheDir: path.join(dataDir(), 'images'),
    findSubject: async (colorCode) => findImageSubject(await db(), colorCode),
    pictureSource: (hash) => pictureSource(objectStore(), hash),
  });
}
