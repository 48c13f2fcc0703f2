/**
 * The colour and size of a basket line or an added item. An article 1С sent without a colour
 * (colour '') shows no «Цвет» row: there is nothing true to put in it.
 */
export function LineTraits({ color, size }: { color: string; size: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-brand-muted">
      {color ? (
        <>
          <dt>Цвет</dt>
          <dd>{color}</dd>
        </>
      ) : null}
      <dt>Размер RUS</dt>
      <dd>{size}</dd>
    </dl>
  );
}
