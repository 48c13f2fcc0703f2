// Which characters of a source file are comments (for tests/docs-references.test.ts): returns the text with every character that is
// not inside a comment replaced by a space (newlines kept), so line numbers and columns hold.
// A `/` after one of these (or a keyword) starts a regular expression, not a division.
const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

export function commentMask(text: string, kind: 'js' | 'hash'): string {
  if (kind === 'hash') {
    return text
      .split('\n')
      .map((line) => {
        const at = line.search(/(^|\s)#/);
        if (at < 0) return ' '.repeat(line.length);
        const hash = line.indexOf('#', at);
        return ' '.repeat(hash) + line.slice(hash);
      })
      .join('\n');
  }
  const out: string[] = [];
  let state: 'code' | 'line' | 'block' | "'" | '"' | '`' | 'regex' = 'code';
  const templateDepth: number[] = [];
  let braceDepth = 0;
  let lastCode = '';
  let codeSoFar = '';
  let inClass = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    const keep = () => out.push(c === '\n' ? '\n' : ' ');
    if (state === 'line') {
      if (c === '\n') {
        state = 'code';
        out.push('\n');
      } else out.push(c);
      continue;
    }
    if (state === 'block') {
      out.push(c);
      if (c === '*' && next === '/') {
        out.push('/');
        i++;
        state = 'code';
      }
      continue;
    }
    if (state === "'" || state === '"') {
      keep();
      if (c === '\\') {
        i++;
        out.push(text[i] === '\n' ? '\n' : ' ');
      } else if (c === state || c === '\n') state = 'code';
      continue;
    }
    if (state === '`') {
      keep();
      if (c === '\\') {
        i++;
        out.push(text[i] === '\n' ? '\n' : ' ');
      } else if (c === '`') state = 'code';
      else if (c === '$' && next === '{') {
        out.push(' ');
        i++;
        templateDepth.push(braceDepth);
        braceDepth++;
        state = 'code';
      }
      continue;
    }
    if (state === 'regex') {
      keep();
      if (c === '\\') {
        i++;
        out.push(' ');
      } else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if ((c === '/' && !inClass) || c === '\n') state = 'code';
      continue;
    }
    // code
    if (c === '/' && next === '/') {
      state = 'line';
      out.push('/');
      continue;
    }
    if (c === '/' && next === '*') {
      state = 'block';
      out.push('/');
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      state = c as "'" | '"' | '`';
      keep();
      continue;
    }
    if (c === '/') {
      const prev = lastCode;
      if (
        prev === '' ||
        (REGEX_BEFORE.has(prev) && prev !== '<') ||
        REGEX_KEYWORDS.test(codeSoFar.trimEnd())
      ) {
        state = 'regex';
        inClass = false;
      }
      keep();
      if (!/\s/.test(c)) lastCode = c;
      continue;
    }
    if (c === '{') braceDepth++;
    if (c === '}') {
      braceDepth--;
      if (templateDepth.length > 0 && templateDepth.at(-1) === braceDepth) {
        templateDepth.pop();
        state = '`';
        keep();
        continue;
      }
    }
    keep();
    if (!/\s/.test(c)) {
      lastCode = c;
      codeSoFar = (codeSoFar + c).slice(-20);
    } else codeSoFar = (codeSoFar + ' ').slice(-20);
  }
  return out.join('');
}
