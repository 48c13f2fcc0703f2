// A browser's cookie jar for the HTTP tests and the benchmarks: it keeps what an answer's
// Set-Cookie lines set and drops what they clear (Max-Age=0, or an expiry in 1970, as the
// flash once shown is cleared), and gives the Cookie header the browser sends next.
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes in an answer's Set-Cookie lines. */
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (/;\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }

  /** The Cookie header the browser sends now ('' with no cookie). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}
