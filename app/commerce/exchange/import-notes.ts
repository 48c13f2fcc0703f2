// The lines 1С's exchange log shows beside an import's `success`.
import type { ImportReport } from './apply-package.server';

/**
 * What 1С is told beside `success` (its exchange log shows these lines): where each
 * warehouse's stock went, which price type shoppers pay, what stayed hidden, and the pictures
 * the shop cannot show.
 */
export function notesOf(report: Partial<ImportReport>): string[] {
  const notes: string[] = [];
  if (report.warehouses?.length) {
    const where = report.warehouses.map((w) =>
      w.kind === 'shop' ? `«${w.name}» → магазин «${w.location}»` : `«${w.name}» → онлайн-остаток`,
    );
    notes.push(`Остатки: ${where.join('; ')}`);
  }
  if (report.retailPriceType) {
    const old = report.oldPriceType ? `, старая цена — «${report.oldPriceType}»` : '';
    notes.push(`Цена для покупателей — тип «${report.retailPriceType}»${old}`);
  }
  if (report.unmappedGroups?.length) {
    const listed = report.unmappedGroups.slice(0, 10);
    const more = report.unmappedGroups.length > listed.length ? '; …' : '';
    notes.push(
      `Группы без раздела, их товары скрыты (${report.unmappedGroups.length}): ${listed.join('; ')}${more}`,
    );
  }
  const count = Number(report.brokenPictureCount ?? 0);
  if (count) {
    const listed = report.brokenPictures ?? [];
    notes.push(`Картинки не загружены (${count}): ${listed.join('; ')}${count > listed.length ? '; …' : ''}`);
  }
  return notes;
}
