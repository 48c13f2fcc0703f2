import { envProblems } from '../../utils/env.server';
import { isProduction, shopModeProblems } from '../../utils/shop-mode.server';
import { storageConfigProblems } from '../storage/config.server';
import { customersConfigProblems } from './customers.server';
import { mailConfigProblems } from './messages.server';
import { ordersConfigProblems } from './orders.server';

/**
 * Why the server must not start, one line each and all of them (server/index.ts prints them
 * and exits 1 before the database opens). Production also checks the settings the demo reads
 * only on first use (YooKassa's, SMS.ru's, SMTP's keys…): a live shop must not find out at a
 * shopper's checkout that its YooKassa key is missing.
 */
export function startProblems(source: Record<string, string | undefined> = process.env): string[] {
  // Half-given object storage would scatter files over machines in either mode.
  const problems = [...shopModeProblems(source), ...storageConfigProblems(source)];
  if (!isProduction(source)) return problems;
  const settings = [envProblems, ordersConfigProblems, customersConfigProblems, mailConfigProblems];
  return [...problems, ...settings.flatMap((check) => check(source))];
}
