import { foldCityName } from '~/commerce/contract/city-name-fold';

/**
 * A city name with the part that matches the search text highlighted (docs/product.md#overlays-and-other-screens). Matching is
 * the API's: the name starts with the text, case and ё/е ignored. Folding keeps the length,
 * so the matched part of the original name is its first `query.length` characters.
 */
export function CityNameMatch({ name, query }: { name: string; query: string }) {
  const text = query.trim();
  if (text === '' || !foldCityName(name).startsWith(foldCityName(text))) return <>{name}</>;
  const chars = [...name];
  const length = [...text].length;
  return (
    <>
      <mark className="rounded-sm bg-yellow-200 text-inherit">{chars.slice(0, length).join('')}</mark>
      {chars.slice(length).join('')}
    </>
  );
}
