import { Transform } from 'node:stream';

const BODY_END = Buffer.from('</body>');
const HTML_END = Buffer.from('</html>');

/**
 * Moves the document's closing `</body></html>` to the very end of the answer.
 *
 * React writes the shell with its closing tags as soon as the shell is ready, and everything
 * that completes later comes after them: Remix's `streamController.enqueue(…)` data scripts
 * (a sibling of the document, so even a whole answer has them) and React's own completion
 * scripts and hidden boundary contents. After `</html>` they are stray markup to a validator,
 * though a browser puts them back into the body. This holds back the closing tags (from the
 * first `</body>` up to the `</html>` after it), passes everything else on as it comes, so the
 * shell still streams, and writes the closing tags once the render has ended.
 *
 * The first `</body>` is the document's own: text is escaped, and no script may hold `</`
 * followed by a tag name without ending itself. The tags may arrive split across chunks.
 */
export function withDocumentEndLast(): Transform {
  let state: 'before-body-end' | 'in-closing-tags' | 'after-closing-tags' = 'before-body-end';
  // Before the closing tags: the last bytes of a chunk that may begin `</body>`. In them: the
  // closing tags seen so far. After them: the closing tags, written at the end.
  let held: Buffer = Buffer.alloc(0);

  function take(chunk: Buffer, push: (bytes: Buffer) => void): void {
    if (state === 'after-closing-tags') {
      push(chunk);
      return;
    }
    const seen = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    if (state === 'before-body-end') {
      const start = seen.indexOf(BODY_END);
      if (start === -1) {
        // Keep back what could be the start of a `</body>` split by the chunk's end.
        const keep = Math.min(seen.length, BODY_END.length - 1);
        push(seen.subarray(0, seen.length - keep));
        held = Buffer.from(seen.subarray(seen.length - keep));
        return;
      }
      push(seen.subarray(0, start));
      state = 'in-closing-tags';
      held = Buffer.alloc(0);
      take(seen.subarray(start), push);
      return;
    }
    const end = seen.indexOf(HTML_END);
    if (end === -1) {
      held = Buffer.from(seen);
      return;
    }
    state = 'after-closing-tags';
    held = Buffer.from(seen.subarray(0, end + HTML_END.length));
    push(seen.subarray(end + HTML_END.length));
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      take(chunk, (bytes) => {
        if (bytes.length > 0) this.push(bytes);
      });
      done();
    },
    flush(done) {
      // A document without closing tags (a cut-off render) ends as it came.
      done(null, held.length > 0 ? held : undefined);
    },
  });
}
