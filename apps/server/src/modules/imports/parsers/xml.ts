import { setImmediate } from 'node:timers/promises';
import { loadOnce } from '../../../lib/load-once.ts';
import { checkMarkup } from './markup-limits.ts';
import { malformed } from './parsed-row.ts';

/** Elements that may repeat: always arrays, so one statement and many read alike. */
const LISTS = new Set([
  'STMTTRNRS',
  'CCSTMTTRNRS',
  'STMTRS',
  'CCSTMTRS',
  'STMTTRN',
  'Stmt',
  'Ntry',
  'TxDtls',
  'Ustrd',
]);

/** fast-xml-parser, loaded by the first OFX or CAMT.053 file. */
const xmlLibrary = loadOnce(async () => {
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    removeNSPrefix: true,
    processEntities: true,
    isArray: (name) => LISTS.has(name),
  });
  return { parser, XMLValidator };
});

/** Parsed XML as plain objects; a 400 naming the line and column when it is not well-formed. */
export async function parseXml(xml: string, what: string): Promise<Record<string, unknown>> {
  checkMarkup(xml, what);
  const { parser, XMLValidator } = await xmlLibrary();
  // Other requests are answered between the steps of a large file.
  await setImmediate();
  const check = XMLValidator.validate(xml);
  if (check !== true) {
    throw malformed(`${what}, line ${check.err.line}, column ${check.err.col}`, check.err.msg);
  }
  await setImmediate();
  return parser.parse(xml) as Record<string, unknown>;
}

export type Node = Record<string, unknown>;
export const asNode = (value: unknown): Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
export const asList = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(asNode);
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Every node under a key, at any depth (statements sit at different depths per version). */
export function findAll(root: unknown, key: string, found: Node[] = []): Node[] {
  if (Array.isArray(root)) {
    for (const item of root) findAll(item, key, found);
  } else if (root !== null && typeof root === 'object') {
    for (const [name, value] of Object.entries(root)) {
      if (name === key) found.push(...asList(value));
      else findAll(value, key, found);
    }
  }
  return found;
}
