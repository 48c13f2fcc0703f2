import type { SizeTable } from '~/commerce/contract/content';
import { ChipLinks } from './chip-links';
import { DataTable } from './data-table';

/** The query parameter naming the table shown: /support/size-table?table=shoes-woman. */
export const SIZE_TABLE_PARAM = 'table';

const KINDS: { kind: SizeTable['kind']; title: string }[] = [
  { kind: 'shoes', title: 'Обувь' },
  { kind: 'clothing', title: 'Одежда' },
];

/** The table the URL names, or the first one. */
export function selectedSizeTable(tables: SizeTable[], code: string | null): SizeTable | undefined {
  return tables.find((table) => table.code === code) ?? tables[0];
}

/**
 * Tabs made of links (?table=…): the server draws the chosen table, so they work without
 * JavaScript, and each table has an address to share.
 */
export function SizeTableTabs({ tables, selected }: { tables: SizeTable[]; selected: SizeTable }) {
  return (
    <nav aria-label="Таблицы размеров" className="flex flex-col gap-3 tablet:flex-row tablet:gap-8">
      {KINDS.map(({ kind, title }) => {
        const ofKind = tables.filter((table) => table.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="flex flex-col gap-2">
            <p className="text-xs font-bold uppercase tracking-wider text-brand-muted">{title}</p>
            <ChipLinks
              links={ofKind.map((table) => ({
                to: `?${SIZE_TABLE_PARAM}=${table.code}`,
                label: table.title,
                current: table.code === selected.code,
              }))}
            />
          </div>
        );
      })}
    </nav>
  );
}

/** One size table with its remark. */
export function SizeTableView({ table }: { table: SizeTable }) {
  return (
    <div className="flex max-w-3xl flex-col gap-3">
      <DataTable columns={table.columns} rows={table.rows} caption={table.title} rowHeaders />
      <p className="text-sm leading-relaxed text-brand-muted">{table.note}</p>
    </div>
  );
}
