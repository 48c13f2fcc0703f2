import { Link, useLocation } from '@remix-run/react';
import { useState } from 'react';
import { CodeFlowSteps, useCodeFlow } from '~/components/auth/code-flow';
import { replyFromFlash } from '~/components/auth/sign-in-reply';
import { readFlash } from '~/forms/flash';
import type { CodeFlowTarget } from '~/components/auth/sign-in-form-fields';
import { formatPhone } from '~/utils/phone';
import {
  PHONE_CHANGE_INTENTS,
  phoneChangeHref,
  phoneChangeStepFromUrl,
  PROFILE_PATH,
} from './phone-change-url';
import { useRootData } from '~/components/layout/use-root-data';

const TARGET: CodeFlowTarget = {
  action: PROFILE_PATH,
  returnTo: PROFILE_PATH,
  intents: PHONE_CHANGE_INTENTS,
};

const LINK = 'text-sm font-semibold underline underline-offset-4 hover:text-brand-accent';

/**
 * The profile's phone: shown, and changed with a code sent to the new number (the same steps
 * as the sign-in). Opened in place with JavaScript, by ?phone=change without it.
 */
export function PhoneChange({ phone }: { phone: string }) {
  const root = useRootData();
  const urlStep = phoneChangeStepFromUrl(useLocation().search);
  const [open, setOpen] = useState(urlStep !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const flash = readFlash(root?.flash, 'phone-change');
  const flashed = flash ? replyFromFlash(flash.reply, Date.now()) : null;
  const flow = useCodeFlow({
    key: 'phone-change',
    target: TARGET,
    initial: urlStep === 'code' && flashed?.step !== 'code' ? null : flashed,
    onDone(reply) {
      setOpen(false);
      setNotice(reply.notice ?? null);
    },
  });

  return (
    <section
      aria-labelledby="phone-heading"
      className="flex flex-col gap-4 rounded-3xl bg-brand-soft p-5 tablet:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="phone-heading" className="text-lg font-bold">
          Телефон
        </h2>
        <p className="text-base font-semibold tabular-nums">{formatPhone(phone)}</p>
      </div>
      {notice && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {notice}
        </p>
      )}
      {open ? (
        <>
          <CodeFlowSteps
            flow={flow}
            target={TARGET}
            backHref={phoneChangeHref('phone')}
            phoneLabel="Новый номер телефона"
            codeSubmitLabel="Подтвердить"
          />
          <Link
            to={PROFILE_PATH}
            replace
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              flow.reset();
              setOpen(false);
            }}
            className={`${LINK} self-start`}
          >
            Не менять номер
          </Link>
        </>
      ) : (
        <Link
          to={phoneChangeHref('phone')}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setNotice(null);
            setOpen(true);
          }}
          className={`${LINK} self-start`}
        >
          Изменить номер
        </Link>
      )}
    </section>
  );
}
