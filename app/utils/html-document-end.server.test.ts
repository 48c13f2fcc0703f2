import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { withDocumentEndLast } from './html-document-end.server';

/** Writes the pieces one chunk each and reads back what the transform gave, chunk by chunk. */
async function through(pieces: Buffer[]): Promise<{ text: string; chunks: string[] }> {
  const transform = withDocumentEndLast();
  const chunks: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    transform.on('end', resolve);
    transform.on('error', reject);
  });
  for (const piece of pieces) transform.write(piece);
  transform.end();
  await ended;
  return { text: Buffer.concat(chunks).toString('utf8'), chunks: chunks.map((c) => c.toString('utf8')) };
}

/** The bytes of `text` cut at the given byte offsets (a cut may fall inside a Cyrillic letter). */
function cut(text: string, offsets: number[]): Buffer[] {
  const bytes = Buffer.from(text);
  const edges = [0, ...[...new Set(offsets)].sort((a, b) => a - b), bytes.length];
  return edges.slice(1).map((edge, i) => bytes.subarray(edges[i], edge));
}

const SHELL = '<!DOCTYPE html><html lang="ru"><head><title>Кроссовки</title></head><body><main>Привет</main>';
const LATE =
  '<!--$--><script>window.__remixContext.streamController.enqueue("[\\"Москва\\"]");</script>' +
  '<div hidden id="S:0"><p>Позже</p></div><script>$RC("B:0","S:0")</script><!--/$-->';
const STREAMED = `${SHELL}</body></html>${LATE}`;
const EXPECTED = `${SHELL}${LATE}</body></html>`;

describe('the document end last', () => {
  test('moves what came after </html> before the closing tags', async () => {
    expect((await through([Buffer.from(STREAMED)])).text).toBe(EXPECTED);
  });

  test('gives the same document wherever the stream is cut once', async () => {
    const length = Buffer.byteLength(STREAMED);
    for (let at = 0; at <= length; at += 1) {
      expect((await through(cut(STREAMED, [at]))).text, `cut at byte ${at}`).toBe(EXPECTED);
    }
  });

  test('gives the same document however the stream is cut into chunks', async () => {
    const length = Buffer.byteLength(STREAMED);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: length }), { maxLength: 40 }), async (offsets) => {
        expect((await through(cut(STREAMED, offsets))).text).toBe(EXPECTED);
      }),
      { numRuns: 300 },
    );
  });

  test('passes the shell on as it comes, holding back only the closing tags', async () => {
    const { chunks } = await through([Buffer.from(`${SHELL}</body></html>`), Buffer.from(LATE)]);
    expect(chunks[0]).toBe(SHELL);
    expect(chunks.join('')).toBe(EXPECTED);
  });

  test('leaves a document that already ends with its closing tags as it is', async () => {
    const whole = `${SHELL}${LATE}</body></html>`;
    expect((await through([Buffer.from(whole)])).text).toBe(whole);
  });

  test('leaves markup without closing tags as it is', async () => {
    const cutOff = `${SHELL}<p>оборвано</p></bo`;
    expect((await through(cut(cutOff, [5, 40]))).text).toBe(cutOff);
  });
});
