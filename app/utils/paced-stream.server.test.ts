import { describe, expect, test } from 'vitest';
import { pacedStream, whenWritableOf } from './paced-stream.server';

/** A source of numbered one-byte chunks that counts how many were read from it. */
function countingSource(total: number) {
  const counter = { read: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.read === total) return controller.close();
        counter.read += 1;
        controller.enqueue(new Uint8Array([counter.read]));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

describe('a paced stream', () => {
  test('reads its next chunk only once the client has taken what was written', async () => {
    const { stream, counter } = countingSource(3);
    let drained: () => void = () => undefined;
    let full = false;
    const whenWritable = () =>
      full ? new Promise<void>((resolve) => (drained = resolve)) : Promise.resolve();
    const reader = pacedStream(stream, whenWritable).getReader();

    expect((await reader.read()).value).toEqual(new Uint8Array([1]));
    full = true;
    const next = reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counter.read).toBe(1);

    full = false;
    drained();
    expect((await next).value).toEqual(new Uint8Array([2]));
    expect((await reader.read()).value).toEqual(new Uint8Array([3]));
    expect((await reader.read()).done).toBe(true);
  });

  test('without the server’s whenWritable it is the source itself', () => {
    const { stream } = countingSource(1);
    expect(pacedStream(stream, whenWritableOf({}))).toBe(stream);
    expect(whenWritableOf({ clientAddress: '10.0.0.1' })).toBeNull();
    expect(whenWritableOf(undefined)).toBeNull();
  });
});
