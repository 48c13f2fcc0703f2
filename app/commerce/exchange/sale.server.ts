/**
 * type=sale: orders go to 1С (query, then success confirms them) and statuses and payments
 * come back (file). A status from 1С moves the order through the shop's own steps, so the
 * shopper gets the same SMS and letters as when the shop's staff move it.
 */
import { ApiError } from '../http/errors.server';
import type { Db } from '../db/client.server';
import type { OrderStatus } from '../contract/order';
import { changeOrderStatus, creditEarnedBonuses } from '../orders/order-lifecycle.server';
import { lockOrder, markOrderPaid, selectOrderById } from '../orders/order.queries.server';
import { readCommerceMl } from './commerceml-reader.server';
import { ordersDocument } from './orders-document';
import { paidIn1C, statusFrom1C, stepsBetween } from './sale-statuses';
import { confirmSent, findOrderId, recordSent, selectOrdersToExport } from './sale.queries.server';

/** Orders per query answer; the rest go with the next exchange. */
const ORDERS_PER_QUERY = 500;

/** The CommerceML document of every order 1С has not confirmed in its current state. */
export async function ordersForQuery(db: Db): Promise<string> {
  const orders = await selectOrdersToExport(db, ORDERS_PER_QUERY);
  await db.transaction((tx) =>
    recordSent(
      tx,
      orders.map((o) => ({ id: Number(o.id), version: o.version })),
    ),
  );
  return ordersDocument(orders, new Date());
}

/** 1С loaded the last query's orders. */
export async function confirmQuery(db: Db): Promise<number> {
  return confirmSent(db);
}

export interface SaleFileReport {
  updated: number;
  /** Orders the file named that were left as they were, with why. */
  skipped: string[];
}

/** Applies the order documents of a file 1С sent back. */
export async function applyOrderChanges(db: Db, file: string, origin: string): Promise<SaleFileReport> {
  const report: SaleFileReport = { updated: 0, skipped: [] };
  for await (const records of readCommerceMl(file)) {
    for (const record of records) {
      if (record.kind !== 'document') continue;
      const label = record.number || record.id;
      const orderId = await findOrderId(db, record.number, record.id);
      const order = orderId === undefined ? undefined : await selectOrderById(db, orderId);
      if (!order) {
        report.skipped.push(`${label}: заказа нет`);
        continue;
      }
      let changed = false;
      if (paidIn1C(record.requisites) && order.paymentStatus !== 'paid') {
        await db.transaction(async (tx) => {
          const locked = await lockOrder(tx, order.id);
          if (locked && (await markOrderPaid(tx, order.id))) await creditEarnedBonuses(tx, locked);
        });
        changed = true;
      }
      const target = statusFrom1C(record.requisites);
      if (target && target !== order.status) {
        const steps = stepsBetween(
          order.status as OrderStatus,
          target,
          order.deliveryType as 'courier' | 'pickup',
        );
        if (steps.length === 0)
          report.skipped.push(`${label}: из статуса ${order.status} в ${target} нельзя`);
        try {
          for (const step of steps) await changeOrderStatus(db, order.id, step, 'Статус из 1С', origin);
          changed ||= steps.length > 0;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          report.skipped.push(`${label}: ${error.message}`);
        }
      }
      if (changed) report.updated += 1;
    }
  }
  return report;
}
