// A gzip body for parts joined by a filler that changes per answer (a copy's CSP nonce), made
// without compressing the page again: each part is deflated once, on its own, and kept; an
// answer is the gzip header, the parts' deflate streams with the filler between them as a
// stored (uncompressed) deflate block, and the trailer's CRC-32 and length.
//
// Why this is a valid stream (RFC 1951 §3.2.3–3.2.4, RFC 1952 §2.3): every part but the last is
// deflated with a full flush, which ends it on a byte boundary with no block marked final and
// no back-reference into what came before it (each part has its own compressor); a stored block
// starts on a byte boundary too; the last part ends with the final block.
import zlib from 'node:zlib';

/** Each part deflated (raw, no header) so that the parts can be laid one after another. */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part, index) =>
    zlib.deflateRawSync(part, {
      finishFlush: index === parts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  );
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]); // deflate, no name, OS unknown
const MAX_STORED = 0xffff;

/** A stored, non-final deflate block holding `bytes` (at most 65,535 of them). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError('a stored block holds at most 65,535 bytes');
  const head = Buffer.alloc(5);
  head[0] = 0; // BFINAL 0, BTYPE 00 (stored); the rest of the byte pads to the boundary
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/**
 * The gzip member of `parts` joined by `filler`, from `deflated` = deflateParts(parts). Costs a
 * CRC-32 over the page and a copy of the compressed bytes, not a compression.
 */
export function gzipJoined(parts: readonly Buffer[], deflated: readonly Buffer[], filler: string): Buffer {
  const fill = Buffer.from(filler);
  const stored = storedBlock(fill);
  let crc = 0;
  let length = 0;
  const pieces: Buffer[] = [GZIP_HEADER];
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored);
      crc = zlib.crc32(fill, crc);
      length += fill.length;
    }
    pieces.push(deflated[index]);
    crc = zlib.crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4); // ISIZE: the length modulo 2^32
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
