import { malformed } from './parsed-row.ts';

/**
 * Bounds on what the XML parser is given (decision 0036). It builds an object
 * per element and recurses per level: ten megabytes of `<A>` took more than
 * the whole heap. An OFX transaction has about 10 elements and a CAMT.053
 * entry about 30, so a statement within the byte limit stays far below these.
 */
export const MAX_ELEMENTS = 100_000;
/** OFX nests about 8 deep, CAMT.053 about 12. */
export const MAX_DEPTH = 64;

const tooMany = (what: string) =>
  malformed(
    what,
    `more than ${MAX_ELEMENTS.toLocaleString('en-US')} elements. Split the file into smaller files.`,
  );

/** Start tags of an SGML OFX body, counted before any of them is converted. */
export function checkStartTags(text: string, what: string): void {
  let count = 0;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    if (text[at + 1] !== '/' && ++count > MAX_ELEMENTS) throw tooMany(what);
  }
}

/** Where the markup opened at `from` (a comment, CDATA, declaration or instruction) ends. */
function skipSpecial(text: string, kind: '!' | '?', from: number, what: string): number {
  if (kind === '?') return text.indexOf('?>', from);
  if (text.startsWith('<!--', from)) return text.indexOf('-->', from);
  if (text.startsWith('<![CDATA[', from)) return text.indexOf(']]>', from);
  // Entities are what expands a small file into a huge one; no statement declares any.
  if (text.startsWith('<!ENTITY', from)) {
    throw malformed(what, 'entity declarations (<!ENTITY) are not allowed');
  }
  return from + 1;
}

/**
 * Elements and nesting of a whole XML text, in one pass that allocates
 * nothing: a 400 before the parser builds anything for a file past the
 * bounds, or one that declares entities.
 */
export function checkMarkup(text: string, what: string): void {
  let elements = 0;
  let depth = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    const next = text[at + 1];
    let end: number;
    if (next === '/') {
      depth -= 1;
      end = at + 1;
    } else if (next === '!' || next === '?') {
      end = skipSpecial(text, next, at, what);
    } else {
      if (++elements > MAX_ELEMENTS) throw tooMany(what);
      end = text.indexOf('>', at);
      if (end > 0 && text[end - 1] !== '/' && ++depth > MAX_DEPTH) {
        throw malformed(what, `elements nest more than ${MAX_DEPTH} deep`);
      }
    }
    if (end < 0) return; // unterminated: the validator names where
    at = text.indexOf('<', end + 1);
  }
}
