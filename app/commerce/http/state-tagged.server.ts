// Conditional answers (RFC 9110 §13.1.2) for GETs whose answer follows from the catalogue's
// state and the request alone: the caller that keeps the answer it last read (the storefront,
// app/services/kept-answers.server.ts) sends its ETag back, and while the state is the same it
// gets an empty 304 instead of the answer computed, serialised, parsed and checked again.

/** The entity tags an If-None-Match header lists (`*` included as it is). */
function taggedIn(request: Request): string[] {
  const header = request.headers.get('If-None-Match');
  return header ? header.split(',').map((tag) => tag.trim()) : [];
}

/**
 * 304 when the request already holds `tag`; else `answer()` as JSON, tagged. No tag (the state
 * is in flux) answers in full, untagged. `vary` names the request headers the answer depends on.
 */
export async function answerUnlessCurrent(
  request: Request,
  tag: string | null,
  vary: string,
  answer: () => Promise<unknown>,
): Promise<Response> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', Vary: vary };
  if (tag) headers.ETag = tag;
  if (tag && taggedIn(request).includes(tag)) return new Response(null, { status: 304, headers });
  return Response.json(await answer(), { headers });
}
