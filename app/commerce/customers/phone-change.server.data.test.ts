import { expect, test, vi } from 'vitest';
import { forEachEngine } from '../../../tests/setup/engines';
import { confirmPhoneChange, requestPhoneChangeCode } from './phone-change.server';
import { checkSignInCode, requestSignInCode } from './sign-in.server';
import { recordingSms, refusal, testClock, testDeps, uniquePhone } from '../../../tests/data/sign-in.kit';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const MINUTE = 60 * 1000;
const IP = '203.0.113.20';

forEachEngine('phone change', (ctx) => {
  function setup() {
    const clock = testClock();
    const sms = recordingSms();
    const deps = testDeps(ctx.db, clock, sms);
    const signIn = async (phone: string) => {
      await requestSignInCode(deps, { phone, captchaToken: '', ip: IP });
      return checkSignInCode(deps, { phone, code: sms.lastCode(phone), ip: IP });
    };
    return { clock, sms, deps, signIn };
  }

  test('texts a code to the new number and moves the account there once it is entered', async () => {
    const { clock, sms, deps, signIn } = setup();
    const oldPhone = uniquePhone();
    const newPhone = uniquePhone();
    const { user } = await signIn(oldPhone);
    expect(await requestPhoneChangeCode(deps, { userId: user.id, phone: newPhone, ip: IP })).toEqual({
      success: true,
      message: 'Код отправлен',
      resendIn: 60,
    });
    const code = sms.lastCode(newPhone);
    expect(sms.sent.at(-1)).toEqual({
      to: newPhone,
      text: `Код для смены номера: ${code}. Никому его не сообщай.`,
    });
    const changed = await confirmPhoneChange(deps, { userId: user.id, phone: newPhone, code, ip: IP });
    expect(changed).toMatchObject({
      success: true,
      message: 'Номер телефона изменён',
      user: { id: user.id, phone: newPhone },
    });

    // Signing in with the new number finds the same account; the old number is a new one.
    clock.advance(MINUTE);
    expect(await signIn(newPhone)).toMatchObject({ isNewUser: false, user: { id: user.id } });
    expect(await signIn(oldPhone)).toMatchObject({ isNewUser: true });
  });

  test('refuses the current number', async () => {
    const { deps, signIn } = setup();
    const phone = uniquePhone();
    const { user } = await signIn(phone);
    const error = await refusal(requestPhoneChangeCode(deps, { userId: user.id, phone, ip: IP }));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ property: 'phone', message: 'Это твой текущий номер' }]);
  });

  test('tells only the owner of a taken number that it is taken, after the code (409)', async () => {
    const { clock, sms, deps, signIn } = setup();
    const mine = uniquePhone();
    const theirs = uniquePhone();
    const { user } = await signIn(mine);
    await signIn(theirs);
    clock.advance(MINUTE);
    // The first step answers exactly as for a free number.
    expect(await requestPhoneChangeCode(deps, { userId: user.id, phone: theirs, ip: IP })).toEqual({
      success: true,
      message: 'Код отправлен',
      resendIn: 60,
    });
    const error = await refusal(
      confirmPhoneChange(deps, { userId: user.id, phone: theirs, code: sms.lastCode(theirs), ip: IP }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'Этот номер уже привязан к другому аккаунту. Войди с ним или укажи другой номер',
    );
  });

  test('a sign-in code of the new number does not confirm a change, nor the reverse', async () => {
    const { clock, sms, deps, signIn } = setup();
    const { user } = await signIn(uniquePhone());
    const target = uniquePhone();
    await requestSignInCode(deps, { phone: target, captchaToken: '', ip: IP });
    const loginCode = sms.lastCode(target);
    expect(
      (await refusal(confirmPhoneChange(deps, { userId: user.id, phone: target, code: loginCode, ip: IP })))
        .message,
    ).toBe('Сначала запроси код');
    clock.advance(MINUTE);
    await requestPhoneChangeCode(deps, { userId: user.id, phone: target, ip: IP });
    const changeCode = sms.lastCode(target);
    const misuse = await refusal(checkSignInCode(deps, { phone: target, code: changeCode, ip: IP }));
    expect(misuse.status).toBe(400);
  });

  test('shares the per-phone limits with sign-in codes', async () => {
    const { deps, signIn } = setup();
    const { user } = await signIn(uniquePhone());
    const target = uniquePhone();
    await requestSignInCode(deps, { phone: target, captchaToken: '', ip: IP });
    const error = await refusal(requestPhoneChangeCode(deps, { userId: user.id, phone: target, ip: IP }));
    expect(error.status).toBe(429);
    expect(error.message).toBe('Новый код можно запросить через 1 минуту');
  });

  test('at most 10 phone changes started per account per day', async () => {
    const { clock, deps, signIn } = setup();
    const { user } = await signIn(uniquePhone());
    for (let i = 0; i < 10; i++) {
      await requestPhoneChangeCode(deps, {
        userId: user.id,
        phone: uniquePhone(),
        ip: `203.0.113.${100 + i}`,
      });
    }
    clock.advance(MINUTE);
    const error = await refusal(
      requestPhoneChangeCode(deps, { userId: user.id, phone: uniquePhone(), ip: '203.0.113.99' }),
    );
    expect(error.status).toBe(429);
    expect(error.message).toBe('Слишком много попыток сменить номер. Попробуй через 24 часа');
  });
});
