import { customersConfig } from '../config/customers.server';
import { createSmsProvider } from '../customers/deps.server';
import type { Db } from '../db/client.server';
import { mailConfig } from '../config/messages.server';
import { createDispatcher, type Dispatcher } from './dispatcher.server';
import { createMailProvider } from './mail.server';
import { logger } from '../../utils/log.server';

const log = logger('messages');

const globalStore = globalThis as typeof globalThis & { __shopMessages?: Dispatcher };

/**
 * Starts delivering the outbox of the process's database (called once it is migrated):
 * whatever an earlier run left undelivered goes out now, new messages after each kick.
 * Throws on an invalid mail or SMS configuration, so a broken setting stops the start.
 */
export function startMessageDelivery(db: Db): void {
  if (globalStore.__shopMessages) return;
  const sms = createSmsProvider(customersConfig());
  const mail = createMailProvider(mailConfig());
  log.info(`SMS provider: ${sms.name}; mail provider: ${mail.name}`);
  globalStore.__shopMessages = createDispatcher({ db, sms, mail, now: () => new Date() });
  globalStore.__shopMessages.kick();
}

/**
 * Asks for delivery now, after a commit that wrote messages. Does nothing where delivery is
 * not running (unit and data-layer tests on their own databases): the rows wait there.
 */
export function kickMessageDelivery(): void {
  globalStore.__shopMessages?.kick();
}
