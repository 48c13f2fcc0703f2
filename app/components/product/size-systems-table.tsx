import type { ProductSize } from '~/commerce/contract/product';

/**
 * The product's own size table: its footwear sizes in every system, from the chart the
 * /support/size-table tables are made of. A <details>, so it opens without script.
 */
export function SizeSystemsTable({ sizes }: { sizes: ProductSize[] }) {
  const rows = sizes.filter((size) => size.conversions?.length);
  if (rows.length === 0) return null;
  const systems = rows[0].conversions!.map((c) => c.system);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-brand-muted underline underline-offset-4 hover:text-brand">
        Размеры этой модели в EU, US, UK и см
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left tabular-nums">
          <thead>
            <tr className="border-b border-neutral-200">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                RU
              </th>
              {systems.map((system) => (
                <th key={system} scope="col" className="py-1.5 pr-3 font-semibold">
                  {system}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((size) => (
              <tr key={size.id} className="border-b border-neutral-100">
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {size.ru}
                </th>
                {systems.map((system) => (
                  <td key={system} className="py-1.5 pr-3">
                    {size.conversions!.find((c) => c.system === system)?.value ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
