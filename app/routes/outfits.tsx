import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import type { Outfit } from '~/commerce/contract/content';
import { ChipLinks } from '~/components/content/chip-links';
import { PageHeader } from '~/components/content/page-header';
import { OUTFIT_GENDERS, OutfitCard } from '~/components/home/outfit-card';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { getOutfits } from '~/services/outfits.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /outfits: the curated looks of GET /api/outfits/, each with its products as cards. Chips
// (?gender=woman) narrow the list on the server, so they work without JavaScript.

export const meta = pageMeta(PAGES.outfits);
export const headers = publicPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ session }) => {
    const outfits = await getOutfits(session);
    return data(outfits);
  });
}

type Gender = Outfit['gender'];
const isGender = (value: string | null): value is Gender => value !== null && value in OUTFIT_GENDERS;

function GenderChips({ genders, current }: { genders: Gender[]; current: Gender | null }) {
  const all = { to: PAGES.outfits.path, label: 'Все образы', current: current === null };
  const byGender = genders.map((gender) => ({
    to: `${PAGES.outfits.path}?gender=${gender}`,
    label: OUTFIT_GENDERS[gender],
    current: current === gender,
  }));
  return (
    <nav aria-label="Кому образы">
      <ChipLinks links={[all, ...byGender]} />
    </nav>
  );
}

export default function OutfitsPage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const { items } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const asked = params.get('gender');
  const current = isGender(asked) ? asked : null;
  const genders = [...new Set(items.map((outfit) => outfit.gender))];
  const shown = current ? items.filter((outfit) => outfit.gender === current) : items;
  return (
    <Container className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <PageHeader title={PAGES.outfits.title} lead={PAGES.outfits.lead}>
        {genders.length > 1 && <GenderChips genders={genders} current={current} />}
      </PageHeader>
      {shown.length === 0 ? (
        <p className="text-brand-muted">Образов пока нет — стилисты уже собирают новые.</p>
      ) : (
        shown.map((outfit, index) => <OutfitCard key={outfit.code} outfit={outfit} priority={index === 0} />)
      )}
    </Container>
  );
}
