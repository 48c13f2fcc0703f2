import { useFetcher } from '@remix-run/react';
import { isRefusal } from '~/forms/refusal';
import type { action as cookieConsentAction } from '~/routes/resources.cookie-consent';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { SHOP_COMPANY } from '~/utils/brand';
import { FormContextFields } from './form-context-fields';

/**
 * The cookie banner (docs/product.md#overlays-and-other-screens, docs/product.md#cookie-banner-and-banner-strip), fixed at the bottom: consent to cookies and to the
 * processing of user data by the operating company, with 'Читать далее' listing what the web
 * analytics service collects. Render it while root data `cookieConsent` is false. Accepting
 * (or closing) posts to /resources/cookie-consent, which sets accept_cookie for a year; the
 * expander is a <details>, so all of it works without JavaScript.
 *
 * `afterCityPrompt`: the city prompt is open. On a phone the two together covered some 40 % of
 * the first screen, so there the banner waits until the prompt is answered; CSS
 * decides by the screen's real width, so the server's HTML is right without JavaScript and for
 * a first view shared by every device (docs/decisions/0072-first-screen-overlays.md).
 */
export function CookieBanner({ afterCityPrompt = false }: { afterCityPrompt?: boolean }) {
  const fetcher = useFetcher<typeof cookieConsentAction>({ key: 'cookie-consent' });
  const textId = useId();
  if (fetcher.state !== 'idle' || (fetcher.data && !isRefusal(fetcher.data))) return null;
  return (
    <section
      aria-label="Согласие на использование cookie"
      className={cx(
        'fixed inset-x-0 bottom-0 z-50 border-t border-brand-soft bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.08)]',
        afterCityPrompt && 'max-tablet:hidden',
      )}
    >
      <fetcher.Form
        method="post"
        action="/resources/cookie-consent"
        aria-describedby={textId}
        className="relative mx-auto flex max-w-screen-desktopWide flex-col gap-4 px-4 py-4 pr-14 tablet:flex-row tablet:items-start tablet:pl-8 tablet:pr-16"
      >
        <FormContextFields />
        <div id={textId} className="flex-1 text-sm leading-relaxed">
          <p>
            Мы используем файлы cookie. Продолжая пользоваться сайтом, ты соглашаешься на обработку cookie и
            пользовательских данных компанией {SHOP_COMPANY}.
          </p>
          <details className="group mt-1">
            <summary className="inline cursor-pointer list-none font-semibold underline underline-offset-4 hover:text-brand-accent [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Читать далее</span>
              <span className="hidden group-open:inline">Свернуть</span>
            </summary>
            <p className="mt-2">
              С помощью сервиса веб-аналитики мы собираем: местоположение, операционную систему, браузер,
              устройство, источник перехода на сайт, язык, просмотренные страницы и клики, IP-адрес. Эти
              данные нужны нам для ретаргетинга и статистики. Если ты не согласен с обработкой этих данных,
              пожалуйста, покинь сайт.
            </p>
          </details>
        </div>
        <Button type="submit" size="sm" className="self-start">
          Хорошо
        </Button>
        <button
          type="submit"
          title="Закрыть"
          aria-label="Закрыть"
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-brand-soft"
        >
          <Icon name="close" size={20} />
        </button>
      </fetcher.Form>
    </section>
  );
}
