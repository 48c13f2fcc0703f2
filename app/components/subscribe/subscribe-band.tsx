import { SUBSCRIBE_TEXTS } from '~/commerce/contract/subscribe-texts';
import { buttonClass } from '~/components/ui/button';
import { SubscribeLink } from './subscribe-link';

/** A band inviting to the mailing list: the modal's own title and lead, and its button. */
export function SubscribeBand() {
  return (
    <section
      aria-label="Подписка на рассылку"
      className="flex flex-col gap-5 rounded-3xl bg-brand-accent p-6 text-white tablet:flex-row tablet:items-center tablet:justify-between tablet:p-10"
    >
      <div className="flex max-w-2xl flex-col gap-2">
        <p className="text-2xl font-black tracking-tight tablet:text-4xl">{SUBSCRIBE_TEXTS.title}</p>
        <p className="text-sm text-white tablet:text-base">{SUBSCRIBE_TEXTS.lead}</p>
      </div>
      <SubscribeLink className={`${buttonClass('secondary', 'lg')} shrink-0 border-white`}>
        {SUBSCRIBE_TEXTS.submit}
      </SubscribeLink>
    </section>
  );
}
