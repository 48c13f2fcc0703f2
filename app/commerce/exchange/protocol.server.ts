/**
 * The exchange dialogue 1С's standard module leads (CommerceML 2 over HTTP): every answer
 * is plain text, its first line `success`, `progress` or `failure`, the lines after it the
 * details. type=catalog: checkauth → init → file (each file, in pieces) → import (asked
 * until success).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.server';
import { EXCHANGE_COOKIE, hasValidBasicAuth, hasValidSession, newSessionValue } from './auth.server';
import type { ExchangeConfig } from './config.server';
import {
  appendChunk,
  BadFileNameError,
  BrokenArchiveError,
  clearFolder,
  unpackArchives,
  uploadPath,
} from './files.server';
import { BrokenPackageError } from './commerceml-reader.server';
import { importStep } from './import-run.server';
import { applyOrderChanges, confirmQuery, ordersForQuery } from './sale.server';
import { publicOrigin } from '../orders/order-api.server';
import { logger } from '../../utils/log.server';

const log = logger('exchange');

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/** A plain-text answer of the protocol: lines joined with \n. */
export function answer(lines: string[], status = 200, headers: Record<string, string> = {}): Response {
  return new Response(lines.join('\n'), { status, headers: { ...TEXT, ...headers } });
}

function failure(message: string, status = 400): Response {
  return answer(['failure', message], status);
}

const TYPES = ['catalog', 'sale'] as const;
type ExchangeType = (typeof TYPES)[number];

function folderOf(config: ExchangeConfig, type: ExchangeType): string {
  return path.join(config.directory, type);
}

/** Answers one request of the dialogue. */
export async function exchangeRequest(
  request: Request,
  config: ExchangeConfig,
  db: () => Promise<Db>,
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const type = params.get('type') ?? '';
  const mode = params.get('mode') ?? '';
  if (!TYPES.includes(type as ExchangeType))
    return failure('Неизвестный тип обмена: нужен type=catalog или type=sale');

  if (mode === 'checkauth') {
    if (!hasValidBasicAuth(request, config)) {
      return answer(['failure', 'Неверный логин или пароль'], 401, {
        'WWW-Authenticate': 'Basic realm="1C exchange"',
      });
    }
    const value = newSessionValue(config);
    return answer(['success', EXCHANGE_COOKIE, value], 200, {
      'Set-Cookie': `${EXCHANGE_COOKIE}=${value}; Path=/api/exchange; HttpOnly; SameSite=Strict`,
    });
  }
  if (!hasValidSession(request, config) && !hasValidBasicAuth(request, config)) {
    return answer(['failure', 'Нужна авторизация: сначала mode=checkauth'], 401, {
      'WWW-Authenticate': 'Basic realm="1C exchange"',
    });
  }
  const folder = folderOf(config, type as ExchangeType);

  if (mode === 'init') {
    clearFolder(folder);
    return answer(['zip=yes', `file_limit=${config.EXCHANGE_1C_FILE_LIMIT}`]);
  }
  if (mode === 'file') {
    if (request.method !== 'POST') return failure('Файл передаётся методом POST');
    const fileName = params.get('filename') ?? '';
    try {
      const declared = Number(request.headers.get('Content-Length') ?? '0');
      if (declared > config.EXCHANGE_1C_FILE_LIMIT) {
        return failure(`Часть файла больше file_limit=${config.EXCHANGE_1C_FILE_LIMIT}`, 413);
      }
      await appendChunk(folder, fileName, request.body);
      if (type === 'sale') return await receiveSaleFile(request, folder, await db());
      return answer(['success']);
    } catch (error) {
      if (error instanceof BadFileNameError) return failure(`Файл не принят: ${error.message}`);
      throw error;
    }
  }
  if (mode === 'import' && type === 'catalog') {
    const fileName = params.get('filename') ?? '';
    let file: string;
    try {
      file = uploadPath(folder, fileName);
      if (!/\.xml$/i.test(fileName)) return failure('Импортируются только файлы .xml');
      await unpackArchives(folder);
    } catch (error) {
      if (error instanceof BadFileNameError || error instanceof BrokenArchiveError) {
        return failure(`Импорт не начат: ${error.message}`);
      }
      throw error;
    }
    const step = await importStep(await db(), config, fileName, file);
    if (step.status === 'failure') return answer(['failure', step.message]);
    if (step.status === 'success') return answer(['success', ...step.notes]);
    return answer([step.status]);
  }
  if (mode === 'query' && type === 'sale') {
    return new Response(await ordersForQuery(await db()), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  if (mode === 'success' && type === 'sale') {
    await confirmQuery(await db());
    return answer(['success']);
  }
  return failure(`Неизвестный режим обмена: ${mode.slice(0, 40) || 'mode не указан'}`);
}

/**
 * A file of order changes (type=sale). 1С may cut it into pieces: it is applied once it is
 * whole (its root element closed), then removed, so a repeated piece is never applied twice.
 */
async function receiveSaleFile(request: Request, folder: string, database: Db): Promise<Response> {
  try {
    await unpackArchives(folder);
  } catch (error) {
    if (error instanceof BrokenArchiveError) return failure(`Файл не принят: ${error.message}`);
    throw error;
  }
  for (const name of fs.readdirSync(folder)) {
    if (!/\.xml$/i.test(name)) continue;
    const file = path.join(folder, name);
    if (!isWholeDocument(file)) continue;
    try {
      const report = await applyOrderChanges(database, file, publicOrigin(request));
      log.info({ skipped: report.skipped }, `${name}: ${report.updated} orders updated`);
    } catch (error) {
      if (error instanceof BrokenPackageError)
        return answer(['failure', `Файл ${name} не разобран: ${error.message}`]);
      throw error;
    } finally {
      fs.rmSync(file, { force: true });
    }
  }
  return answer(['success']);
}

/** True when the file ends with the closing root tag (the last piece has come). */
function isWholeDocument(file: string): boolean {
  const size = fs.statSync(file).size;
  const tail = Buffer.alloc(Math.min(size, 256));
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
  } finally {
    fs.closeSync(fd);
  }
  return tail.toString('utf8').trimEnd().endsWith('</КоммерческаяИнформация>');
}
