/**
 * The exchange dialogue 1С's standard module leads (CommerceML 2 over HTTP): every answer
 * is plain text, its first line `success`, `progress` or `failure`, the lines after it the
 * details. type=catalog: checkauth → init → file (each file, in pieces) → import (asked
 * until success).
 */
import type { Db } from '../db/client.server';
import { EXCHANGE_COOKIE, hasValidBasicAuth, hasValidSession, newSessionValue } from './auth.server';
import type { ExchangeConfig } from './config.server';
import {
  BadFileNameError,
  BrokenArchiveError,
  type ExchangeUploads,
  exchangeUploads,
  uploadName,
  type UploadedFile,
} from './files.server';
import { BrokenPackageError } from './commerceml-reader.server';
import { importStep, storedPackage } from './import-run.server';
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
  const uploads = exchangeUploads(config, type as ExchangeType);

  if (mode === 'init') {
    await uploads.clear();
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
      await uploads.append(fileName, request.body);
      if (type === 'sale') return await receiveSaleFile(request, uploads, await db());
      return answer(['success']);
    } catch (error) {
      if (error instanceof BadFileNameError) return failure(`Файл не принят: ${error.message}`);
      throw error;
    }
  }
  if (mode === 'import' && type === 'catalog') {
    const fileName = params.get('filename') ?? '';
    let name: string;
    try {
      name = uploadName(fileName);
      if (!/\.xml$/i.test(fileName)) return failure('Импортируются только файлы .xml');
      await uploads.unpackArchives();
    } catch (error) {
      if (error instanceof BadFileNameError || error instanceof BrokenArchiveError) {
        return failure(`Импорт не начат: ${error.message}`);
      }
      throw error;
    }
    const uploaded = await uploads.file(name);
    if (!uploaded) return answer(['failure', `Файл ${fileName} не загружен`]);
    const step = await importStep(await db(), config, fileName, storedPackage(uploads, uploaded));
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
async function receiveSaleFile(request: Request, uploads: ExchangeUploads, database: Db): Promise<Response> {
  try {
    await uploads.unpackArchives();
  } catch (error) {
    if (error instanceof BrokenArchiveError || error instanceof BadFileNameError)
      return failure(`Файл не принят: ${error.message}`);
    throw error;
  }
  for (const file of await uploads.files()) {
    if (!/\.xml$/i.test(file.name)) continue;
    if (!(await isWholeDocument(uploads, file))) continue;
    const local = await uploads.localCopy(file);
    try {
      const report = await applyOrderChanges(database, local.path, publicOrigin(request));
      log.info({ skipped: report.skipped }, `${file.name}: ${report.updated} orders updated`);
    } catch (error) {
      if (error instanceof BrokenPackageError)
        return answer(['failure', `Файл ${file.name} не разобран: ${error.message}`]);
      throw error;
    } finally {
      local.done();
      await uploads.remove(file);
    }
  }
  return answer(['success']);
}

const CLOSING_TAG = '</КоммерческаяИнформация>';

/** True when the file ends with the closing root tag (the last piece has come). */
async function isWholeDocument(uploads: ExchangeUploads, file: UploadedFile): Promise<boolean> {
  // Order files are small: read through, keeping the end (the tag may straddle two pieces).
  let tail = Buffer.alloc(0);
  for await (const chunk of uploads.read(file)) tail = Buffer.concat([tail, chunk as Buffer]).subarray(-256);
  return tail.toString('utf8').trimEnd().endsWith(CLOSING_TAG);
}
