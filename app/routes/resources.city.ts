import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { getCities } from '~/services/location.server';
import { formError, respondAfterPost, returnPathOf, readStorefrontForm } from '~/forms/form-post.server';
import { cityModalHref, withoutCityModal } from '~/components/layout/city-modal-url';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// The city prompt and the city modal post here (docs/product.md#city): 'Да, я здесь' confirms the
// detected city, 'Изменить город' closes the prompt and opens the modal, a picked city
// becomes the selected one. Without JavaScript each answers 303 back to the page.

const CityFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('confirm') }),
  z.object({ intent: z.literal('change') }),
  z.object({ intent: z.literal('select'), cityId: z.coerce.number().int().positive().max(2_147_483_647) }),
]);

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const read = await readStorefrontForm(request, CityFormSchema);
    if (read.refused) return read.refused;
    const { form, value: city } = read;
    const back = returnPathOf(form);

    switch (city.intent) {
      case 'confirm':
        session.setCity(session.cityId, true);
        return respondAfterPost(form, withoutCityModal(back));
      case 'change':
        // The prompt has been answered; the modal offers the change.
        session.setCity(session.cityId, true);
        return respondAfterPost(form, cityModalHref(back), { navigate: true });
      case 'select': {
        const { cityId } = city;
        // When the list cannot be had, the id is taken on trust: the root loader falls back to
        // Moscow for an id that is not in the list.
        const known = await getCities(session).then(
          (cities) => cities.some((city) => city.id === cityId),
          () => true,
        );
        if (!known) return formError(422, 'Город не найден');
        session.setCity(cityId, true);
        return respondAfterPost(form, withoutCityModal(back), { navigate: true });
      }
    }
  });
}
