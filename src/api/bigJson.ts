/**
 * JSON.parse loses integers above 2^53. For the calls that carry such ids we quote every
 * unsafe integer literal outside strings before parsing, so it arrives as an exact string.
 */
export function quoteBigIntegers(text: string): string {
  let out = '';
  let inString = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (ch === '"') inString = false;
      i++;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
      i++;
      continue;
    }
    if (ch === '-' || (ch >= '0' && ch <= '9')) {
      const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
      const literal = m ? m[0] : ch;
      // A minus sign with no digit is no number: left as it is, so the text stays the invalid JSON it was.
      const isUnsafeInteger = m !== null && !m[1] && !m[2] && !Number.isSafeInteger(Number(literal));
      out += isUnsafeInteger ? `"${literal}"` : literal;
      i += literal.length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

export function parseBigJson<T = unknown>(text: string): T {
  return JSON.parse(quoteBigIntegers(text)) as T;
}
