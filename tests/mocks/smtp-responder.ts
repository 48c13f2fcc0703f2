import net from 'node:net';

/** What the responder saw of one letter: the envelope, the AUTH credentials, the raw DATA. */
export interface ReceivedLetter {
  from: string;
  to: string[];
  auth: { user: string; password: string } | null;
  data: string;
}

export interface SmtpResponder {
  port: number;
  letters: ReceivedLetter[];
  /** How RCPT TO is answered: accept, or refuse the mailbox (550). */
  rcpt: 'accept' | 'refuse';
  close(): Promise<void>;
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests of the SMTP adapter: it speaks EHLO, AUTH PLAIN,
 * MAIL FROM, RCPT TO, DATA and QUIT (RFC 5321) and keeps what it was sent. No TLS, so the
 * client goes on in plain text, as it does with a server that offers no STARTTLS.
 */
export async function startSmtpResponder(): Promise<SmtpResponder> {
  const state: SmtpResponder = { port: 0, letters: [], rcpt: 'accept', close: async () => undefined };
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let letter: ReceivedLetter = { from: '', to: [], auth: null, data: '' };
    let auth: ReceivedLetter['auth'] = null;
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            state.letters.push(letter);
            letter = { from: '', to: [], auth, data: '' };
            reply('250 2.0.0 queued');
          } else {
            letter.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          reply('250-test.local');
          reply('250-AUTH PLAIN');
          reply('250 8BITMIME');
        } else if (verb === 'AUTH') {
          const [, user = '', password = ''] = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString('utf8')
            .split('\0');
          auth = { user, password };
          letter.auth = auth;
          reply('235 2.7.0 Authentication successful');
        } else if (verb === 'MAIL') {
          letter.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          if (state.rcpt === 'refuse') reply('550 5.1.1 No such mailbox');
          else {
            letter.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') {
          reply('250 OK');
        } else {
          reply('502 5.5.2 Command not recognized');
        }
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
  return state;
}
