import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type SmtpResponder, startSmtpResponder } from '../../../tests/mocks/smtp-responder';
import { parseMailConfig } from '../config/messages.server';
import { createMailProvider } from './mail.server';
import { MailSendError } from './mail-provider.server';
import { createSmtpMailProvider, serverOfUrl } from './mail-smtp.server';

let responder: SmtpResponder;

beforeAll(async () => {
  responder = await startSmtpResponder();
});
afterAll(() => responder.close());
beforeEach(() => {
  responder.letters.length = 0;
  responder.rcpt = 'accept';
});

/** The DATA of a letter with its transfer encodings undone, for reading its text. */
function decoded(data: string): string {
  const unfolded = data.replace(/=\r\n/g, '');
  const qp = unfolded.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
  const base64Parts = [
    ...qp.matchAll(/Content-Transfer-Encoding: base64\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/g),
  ];
  return [
    qp,
    ...base64Parts.map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8')),
  ].join('\n');
}

const letter = {
  to: 'anna@example.ru',
  subject: 'Заказ 2611-000123 оформлен',
  text: 'Анна, спасибо за заказ! Итого: 12 990 ₽',
  html: '<p>Анна, спасибо за заказ!</p>',
  id: 'outbox-42',
};

describe('the SMTP adapter against a local SMTP server', () => {
  test('hands the letter over: envelope, From, Message-ID, the text and HTML parts', async () => {
    const provider = createSmtpMailProvider({
      host: '127.0.0.1',
      port: responder.port,
      secure: false,
      from: 'Шаг <hello@shop.example>',
      timeoutMs: 2_000,
    });
    await provider.send(letter);
    expect(responder.letters).toHaveLength(1);
    const [got] = responder.letters;
    expect(got.from).toBe('hello@shop.example');
    expect(got.to).toEqual(['anna@example.ru']);
    expect(got.auth).toBeNull();
    expect(got.data).toMatch(/^Message-ID: <outbox-42@shop\.example>\r$/m);
    expect(got.data).toMatch(/^To: anna@example\.ru\r$/m);
    const text = decoded(got.data);
    expect(text).toContain('Анна, спасибо за заказ! Итого: 12 990 ₽');
    expect(text).toContain('<p>Анна, спасибо за заказ!</p>');
    expect(got.data).toMatch(/^Subject: .+$/m);
  });

  test('SMTP_URL carries host, port and credentials; they reach the server with AUTH', async () => {
    const config = parseMailConfig({
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://shop%40example:p%40ss%20word@127.0.0.1:${responder.port}`,
      MAIL_FROM: 'Шаг <hello@shop.example>',
      MAIL_TIMEOUT_MS: '2000',
    });
    const provider = createMailProvider(config);
    expect(provider.name).toBe('smtp');
    await provider.send(letter);
    expect(responder.letters[0].auth).toEqual({ user: 'shop@example', password: 'p@ss word' });
  });

  test('a refused recipient is a MailSendError, so the letter is retried later', async () => {
    responder.rcpt = 'refuse';
    const provider = createSmtpMailProvider({
      host: '127.0.0.1',
      port: responder.port,
      secure: false,
      from: 'hello@shop.example',
      timeoutMs: 2_000,
    });
    await expect(provider.send(letter)).rejects.toBeInstanceOf(MailSendError);
    expect(responder.letters).toHaveLength(0);
  });

  test('a server that does not answer is a MailSendError after the timeout', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const provider = createSmtpMailProvider({
      host: '127.0.0.1',
      port: (silent.address() as net.AddressInfo).port,
      secure: false,
      from: 'hello@shop.example',
      timeoutMs: 300,
    });
    const started = Date.now();
    await expect(provider.send(letter)).rejects.toBeInstanceOf(MailSendError);
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.close();
  });
});

describe('mail configuration', () => {
  test('without variables letters go to the outbox file', () => {
    const config = parseMailConfig({});
    expect(config.MAIL_PROVIDER).toBe('outbox');
    expect(createMailProvider(config).name).toBe('outbox');
  });

  test('smtp needs a server and a sender, and the URL must be smtp:// or smtps://', () => {
    expect(() => parseMailConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL or SMTP_HOST.*MAIL_FROM/);
    expect(() => parseMailConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\/ or smtps:\/\//);
  });

  test('smtps:// means TLS from the start on 465; smtp:// defaults to 587', () => {
    expect(serverOfUrl('smtps://mail.example')).toMatchObject({
      host: 'mail.example',
      port: 465,
      secure: true,
    });
    expect(serverOfUrl('smtp://u:p@mail.example')).toMatchObject({
      port: 587,
      secure: false,
      user: 'u',
      password: 'p',
    });
  });
});
