// What a log line may say about a person or a link: a phone or an e-mail masked down to a hint
// support can match against, and an address without the tokens some links carry (the
// subscription's confirmation, the back-in-stock unsubscribe) or any query value but a few
// harmless ones. Why: docs/decisions/0084-logs.md.

/** '+79991234567' → '+7*******67': enough to tell two phones apart, not to call one. */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 4) return '***';
  return `+${digits[0]}${'*'.repeat(digits.length - 3)}${digits.slice(-2)}`;
}

/** 'ivan.petrov@example.ru' → 'i***@***.ru'. */
export function maskEmail(email: string | null | undefined): string {
  const text = email ?? '';
  const at = text.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return `${text[0]}***@***${dot >= 0 ? domain.slice(dot) : ''}`;
}

/** A phone or an e-mail, whichever `recipient` is. */
export function maskRecipient(recipient: string | null | undefined): string {
  return (recipient ?? '').includes('@') ? maskEmail(recipient) : maskPhone(recipient);
}

/** Paths whose next segment is a secret token (the links in letters and SMS). */
const TOKEN_PATH_PREFIXES = ['/subscribe/confirm/', '/stock-alerts/unsubscribe/'];

/** Query parameters whose values say nothing about a person and carry no secret. */
const PLAIN_QUERY_PARAMS = new Set([
  'page',
  'sort',
  'limit',
  'offset',
  'type',
  'mode',
  'filename',
  'path',
  'index',
]);

/**
 * A segment that looks like a random token, whatever the path: base64url with digits and both
 * cases, or long hex. Slugs (lower case, hyphens) and ids do not.
 */
const TOKEN_LIKE = /^(?:(?=[^/]*\d)(?=[^/]*[a-z])(?=[^/]*[A-Z])[A-Za-z0-9_-]{24,}|[0-9a-fA-F]{32,})$/;

function maskedPath(pathname: string): string {
  for (const prefix of TOKEN_PATH_PREFIXES) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length)
      return `${prefix}***${pathname.slice(prefix.length).replace(/^[^/]*?(\.data)?(?=\/|$)/, '$1')}`;
  }
  return pathname
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? '***' : segment))
    .join('/');
}

/**
 * A request's path and query as a log line may show them: token segments masked, each query
 * value left out ('?token=***') but those of a few harmless parameters (page, sort…). The
 * result is for a person reading the log, not a URL to follow.
 */
export function loggablePath(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  const pathname = at === -1 ? pathAndQuery : pathAndQuery.slice(0, at);
  const path = maskedPath(pathname.slice(0, 500));
  if (at === -1) return path;
  const query = pathAndQuery
    .slice(at + 1, at + 1 + 1000)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const raw = eq === -1 ? pair : pair.slice(0, eq);
      // A parameter's name is the page's own word; anything else (a bare token) is masked too.
      const name = /^[\w.[\]-]{1,40}$/.test(raw) && !TOKEN_LIKE.test(raw) ? raw : '***';
      if (eq === -1) return name;
      return PLAIN_QUERY_PARAMS.has(name) ? pair : `${name}=***`;
    });
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** Text with each link in it shown as loggablePath shows a path: a message's links keep no token or phone. */
export function maskLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s/?#]+([^\s]*)/g, (link, rest: string) => {
    const origin = link.slice(0, link.length - rest.length);
    return `${origin}${loggablePath(rest === '' ? '/' : rest)}`;
  });
}
