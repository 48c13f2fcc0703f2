import { describe, expect, test, vi } from 'vitest';
import { CaptchaError, createInvisibleCaptcha } from './invisible-captcha';
import type { SmartCaptchaApi, SmartCaptchaEvent, SmartCaptchaParams } from './smart-captcha';

/** A widget that records what the shop asks of it; the test plays the visitor and the network. */
function fakeWidget() {
  const calls: string[] = [];
  let params: SmartCaptchaParams | undefined;
  const listeners = new Map<SmartCaptchaEvent, () => void>();
  const api: SmartCaptchaApi = {
    render: (_container, given) => {
      params = given;
      calls.push('render');
      return 7;
    },
    execute: (id) => void calls.push(`execute ${id}`),
    reset: (id) => void calls.push(`reset ${id}`),
    destroy: (id) => void calls.push(`destroy ${id}`),
    subscribe: (id, event, listener) => {
      listeners.set(event, listener);
      return () => void listeners.delete(event);
    },
  };
  return {
    api,
    calls,
    params: () => params,
    solve: (token: string) => params?.callback(token),
    emit: (event: SmartCaptchaEvent) => listeners.get(event)?.(),
    listening: () => [...listeners.keys()].sort(),
  };
}

const container = {} as HTMLElement;

async function failure(promise: Promise<string>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CaptchaError)) throw new Error(`expected a CaptchaError, got ${String(error)}`);
  return { reason: error.reason, message: error.message };
}

describe('the invisible captcha', () => {
  test('renders invisible, in Russian, with the shield bottom-left and the site key', () => {
    const widget = fakeWidget();
    createInvisibleCaptcha(widget.api, container, 'site-key');
    expect(widget.params()).toMatchObject({
      sitekey: 'site-key',
      invisible: true,
      hl: 'ru',
      shieldPosition: 'bottom-left',
    });
    expect(widget.calls).toEqual(['render']);
  });

  test('a token runs the check and resolves with its answer, then readies the widget for the next one', async () => {
    const widget = fakeWidget();
    const captcha = createInvisibleCaptcha(widget.api, container, 'k');
    const first = captcha.token();
    // A second submit while the check runs shares it instead of starting another.
    expect(captcha.token()).toBe(first);
    expect(widget.calls).toEqual(['render', 'execute 7']);
    widget.solve('token-1');
    await expect(first).resolves.toBe('token-1');
    expect(widget.calls).toEqual(['render', 'execute 7', 'reset 7']);

    const second = captcha.token();
    widget.solve('token-2');
    await expect(second).resolves.toBe('token-2');
    expect(widget.calls.filter((c) => c === 'execute 7')).toHaveLength(2);
  });

  test("a network failure of the widget is the spec's 'Network error occured'", async () => {
    const widget = fakeWidget();
    const captcha = createInvisibleCaptcha(widget.api, container, 'k');
    const run = captcha.token();
    widget.emit('network-error');
    expect(await failure(run)).toEqual({ reason: 'network', message: 'Network error occured' });
    // The next submit tries again.
    const again = captcha.token();
    widget.solve('t');
    await expect(again).resolves.toBe('t');
  });

  test('a challenge closed unsolved asks the visitor to prove it, a solved one still gives its token', async () => {
    vi.useFakeTimers();
    try {
      const widget = fakeWidget();
      const captcha = createInvisibleCaptcha(widget.api, container, 'k');
      const closed = captcha.token();
      widget.emit('challenge-hidden');
      vi.advanceTimersByTime(600);
      expect(await failure(closed)).toEqual({ reason: 'closed', message: 'Подтверди, что ты не робот' });

      const solved = captcha.token();
      widget.emit('challenge-hidden');
      widget.solve('late-token');
      vi.advanceTimersByTime(600);
      await expect(solved).resolves.toBe('late-token');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a widget error is a clear Russian message', async () => {
    const widget = fakeWidget();
    const run = createInvisibleCaptcha(widget.api, container, 'k').token();
    widget.emit('javascript-error');
    expect(await failure(run)).toEqual({
      reason: 'broken',
      message: 'Не получилось проверить, что ты не робот. Попробуй ещё раз',
    });
  });

  test('destroying stops listening, removes the widget and ends a running check', async () => {
    const widget = fakeWidget();
    const captcha = createInvisibleCaptcha(widget.api, container, 'k');
    expect(widget.listening()).toEqual(['challenge-hidden', 'javascript-error', 'network-error']);
    const run = captcha.token();
    captcha.destroy();
    expect(widget.listening()).toEqual([]);
    expect(widget.calls).toContain('destroy 7');
    expect((await failure(run)).reason).toBe('closed');
  });
});
