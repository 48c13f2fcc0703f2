import { customersConfig } from '../config/customers.server';
import { createSmsProvider } from '../customers/deps.server';
import type { Db } from '../db/client.server';
import { mailConfig } from '../config/messages.server';
import type { JobDefinition } from '../jobs/job-queue';
import { kickJob } from '../jobs/process-queue.server';
import { DELIVER_QUEUE, messageJobs } from './dispatcher.server';
import { createMailProvider } from './mail.server';
import { logger } from '../../utils/log.server';

const log = logger('messages');

/**
 * The jobs delivering the outbox of the process's database (started once it is migrated):
 * whatever an earlier run left undelivered goes out at the first run, new messages after each
 * kick. Throws on an invalid mail or SMS configuration, so a broken setting stops the start.
 */
export function messageDeliveryJobs(db: Db): JobDefinition[] {
  const sms = createSmsProvider(customersConfig());
  const mail = createMailProvider(mailConfig());
  log.info(`SMS provider: ${sms.name}; mail provider: ${mail.name}`);
  return messageJobs({ db, sms, mail, now: () => new Date() });
}

/**
 * Asks for delivery now, after a commit that wrote messages. Does nothing where no job queue
 * runs (unit and data-layer tests on their own databases): the rows wait there.
 */
export function kickMessageDelivery(): void {
  kickJob(DELIVER_QUEUE);
}
