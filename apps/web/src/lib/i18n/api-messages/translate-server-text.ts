import { currentIntl, type AppIntl } from '../app-intl.ts';
import { englishMessages } from '../catalogues.ts';

/**
 * The server's texts (error `msg`s, `errors[].msg`, the shared schemas' messages) are
 * English, word for word what the API documents. The catalogue lib/i18n/messages keeps
 * each known one under 'i18n.api.<area>.<name>', its English message being the server's
 * exact text: a text with a number or a name in it ('Name must be at most 100
 * characters') is written with an argument ('… at most {max} characters') and found by
 * that pattern. The catalogue is the one table: a text the server adds is translated by
 * adding it there.
 */
const SERVER_TEXT_KEY = /^i18n\.api\./;

type Piece = string | { name: string };
type Pattern = { key: string; regex: RegExp; names: string[] };
type Table = { exact: Map<string, string>; patterns: Pattern[] };

/** An English message as literal text and {argument}s ('' is one apostrophe, as in ICU). */
function piecesOf(message: string): Piece[] {
  const pieces: Piece[] = [];
  let literal = '';
  for (let i = 0; i < message.length; i += 1) {
    const char = message[i]!;
    if (char === "'" && message[i + 1] === "'") {
      literal += "'";
      i += 1;
    } else if (char === '{') {
      const end = message.indexOf('}', i);
      pieces.push(literal, { name: message.slice(i + 1, end).trim() });
      literal = '';
      i = end;
    } else {
      literal += char;
    }
  }
  pieces.push(literal);
  return pieces;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let table: Table | undefined;

function tableOf(): Table {
  if (table) return table;
  const built: Table = { exact: new Map(), patterns: [] };
  for (const [key, message] of Object.entries(englishMessages)) {
    if (!SERVER_TEXT_KEY.test(key)) continue;
    const pieces = piecesOf(message);
    const names = pieces.flatMap((piece) => (typeof piece === 'string' ? [] : [piece.name]));
    if (names.length === 0) {
      built.exact.set(pieces.filter((piece) => typeof piece === 'string').join(''), key);
      continue;
    }
    const source = pieces
      .map((piece) => (typeof piece === 'string' ? escapeRegExp(piece) : '(.+?)'))
      .join('');
    built.patterns.push({ key, regex: new RegExp(`^${source}$`), names });
  }
  table = built;
  return built;
}

/** A number the server wrote the English way ('200,000') in the reader's way; other values as sent. */
function valueIn(intl: AppIntl, value: string): string {
  return /^\d{1,3}(,\d{3})+$/.test(value)
    ? intl.formatNumber(Number(value.replace(/,/g, '')))
    : value;
}

/**
 * A text from the server in the language the app speaks (or `intl`'s); English, and any
 * text the catalogue does not know, come back unchanged.
 */
export function translateServerText(text: string, intl: AppIntl = currentIntl()): string {
  if (intl.appLocale === 'en') return text;
  const { exact, patterns } = tableOf();
  const key = exact.get(text);
  if (key) return intl.formatMessage({ id: key });
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      pattern.names.map((name, i) => [name, valueIn(intl, match[i + 1] ?? '')]),
    );
    return intl.formatMessage({ id: pattern.key }, values);
  }
  return text;
}
