import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { LogoutForm } from '~/components/personal/logout-form';
import { MySizeForm, PhoneChange, ProfileForm } from '~/components/personal/profile-forms-later';
import { profileAction } from './profile-action.server';
import { adoptAccountSizes } from '~/routes-shared/my-size.server';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { getCurrentUser } from '~/services/user.server';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { clientAddressOf } from '~/utils/client-address.server';
import { useRootData } from '~/components/layout/use-root-data';
import { readFlash } from '~/forms/flash';
import { isRefusal } from '~/forms/refusal';

export const meta = pageMeta(PAGES.personalProfile);
export const headers = privatePageHeaders;

/** The signed-in user's profile (GET /api/user/current). */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ session }) => {
    return personalPage(session, async (session) => {
      const user = await getCurrentUser(session);
      // The account's size, also put in this browser's cookie (set on another device, say).
      return { user, mySize: await adoptAccountSizes(session, user) };
    });
  });
}

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, ({ request, context, session }) => {
    return profileAction(request, session, clientAddressOf(context));
  });
}

export default function PersonalProfilePage() {
  const { user, mySize } = useLoaderData<typeof loader>();
  // The profile form's answer (conform's reply); the phone change's steps answer their fetcher,
  // and a refused post is no reply of this form.
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && !('step' in actionData) && !isRefusal(actionData) ? actionData : undefined;
  // 'Данные сохранены' (or the phone change's notice without JavaScript), once.
  const saved = readFlash(useRootData()?.flash, 'saved')?.text ?? null;
  return (
    <div className="flex max-w-3xl flex-col gap-8 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{PAGES.personalProfile.title}</h1>
      {saved && (
        <p role="status" className="rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
          {saved}
        </p>
      )}
      {/* The form starts again from the saved values after each save. */}
      <ProfileForm key={JSON.stringify(user)} user={user} lastResult={lastResult} />
      <PhoneChange phone={user.phone} />
      <MySizeForm key={mySize ?? ''} size={mySize} />
      <LogoutForm />
    </div>
  );
}
