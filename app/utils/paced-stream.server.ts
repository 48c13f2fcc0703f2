// Streaming a big answer only as fast as the client takes it. Remix writes a response's stream
// as fast as it reads it, so a slow reader would have the whole answer buffered in this process;
// server/index.ts notes when the socket (or compression's zlib stream) is full and gives the load
// context `whenWritable()`, settled once it has drained. A paced stream asks for its next chunk
// only then: memory stays at a chunk or two whatever the answer's size and the client's speed.

type WhenWritable = () => Promise<void>;

/** The load context's `whenWritable` (server/index.ts); null from another server or a test. */
export function whenWritableOf(context: unknown): WhenWritable | null {
  if (!context || typeof context !== 'object' || !('whenWritable' in context)) return null;
  const { whenWritable } = context;
  return typeof whenWritable === 'function' ? (whenWritable as WhenWritable) : null;
}

/** `source`, each chunk read only once what was written before has left; `source` itself without pacing. */
export function pacedStream(
  source: ReadableStream<Uint8Array>,
  whenWritable: WhenWritable | null,
): ReadableStream<Uint8Array> {
  if (!whenWritable) return source;
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await whenWritable();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Nothing read ahead: a chunk is read when Remix asks for one.
    { highWaterMark: 0 },
  );
}
