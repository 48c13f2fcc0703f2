// Pictures of a staged 1С product into its gallery: each file kept by content hash
// (catalog/images/picture-store), the images route resizes them like the drawn pictures.
import { storePicture } from '../catalog/images/picture-store.server';
import type { ApplyContext } from './apply-context';
import { BadFileNameError } from './files.server';
import type { ProductRecord } from './commerceml-records';

/** Broken pictures listed in the report (and so in 1С's answer); the rest are only counted. */
const LISTED_PROBLEMS = 20;

function reportProblem(context: ApplyContext, file: string, problem: string): void {
  const report = context.report;
  report.brokenPictureCount += 1;
  if (report.brokenPictures.length < LISTED_PROBLEMS) report.brokenPictures.push(`${file}: ${problem}`);
}

/**
 * Keeps the readable pictures of a list of file names of the package; answers their hashes,
 * first first and each once, or null when none was readable (the caller keeps what it had
 * rather than empty a gallery over a broken upload). Broken ones go to the report.
 */
export async function storedPictures(
  context: ApplyContext,
  names: readonly string[],
): Promise<string[] | null> {
  const hashes: string[] = [];
  for (const name of names) {
    let bytes: Buffer | null;
    try {
      bytes = await context.readBeside(name);
    } catch (error) {
      if (!(error instanceof BadFileNameError)) throw error;
      reportProblem(context, name, 'недопустимое имя файла');
      continue;
    }
    const stored = await storePicture(context.pictures, bytes);
    if ('problem' in stored) reportProblem(context, name, stored.problem);
    else if (!hashes.includes(stored.hash)) hashes.push(stored.hash);
  }
  return hashes.length > 0 ? hashes : null;
}

/**
 * The hashes a product's gallery gets, first first, or null to keep what it has: a product
 * with pictures gets the readable ones (none readable keeps the old ones rather than empty
 * the gallery over a broken upload); one without gets none in a full package and keeps its
 * own in a changes-only package (1С leaves unchanged pictures out of those).
 */
export async function galleryPictures(
  context: ApplyContext,
  record: ProductRecord,
): Promise<string[] | null> {
  if (record.pictures.length === 0) return context.changesOnly ? null : [];
  return storedPictures(context, record.pictures);
}
