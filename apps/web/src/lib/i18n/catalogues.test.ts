import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales.ts';

const src = join(import.meta.dirname, '..', '..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [path];
  });
}

const files = walk(src);
const catalogueDirs = [
  ...new Set(files.filter((f) => /[/\\]messages[/\\]en\.json$/.test(f)).map((f) => join(f, '..'))),
];
const read = (dir: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;

/** The arguments a message takes ({count}, {name}, <b></b>), to compare translations with English. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const english = Object.assign({}, ...catalogueDirs.map((dir) => read(dir, 'en'))) as Record<
  string,
  string
>;

describe('message catalogues', () => {
  it('exist', () => {
    expect(catalogueDirs.length).toBeGreaterThan(0);
  });

  it.each(catalogueDirs.map((dir) => [relative(src, dir), dir]))(
    '%s: every language has exactly the English keys, each a valid message with the same arguments',
    (_name, dir) => {
      const en = read(dir, 'en');
      const area = relative(src, dir).split(sep).at(-2);
      for (const key of Object.keys(en)) expect(key.startsWith(`${area}.`), key).toBe(true);
      for (const locale of SUPPORTED_LOCALES) {
        const messages = read(dir, locale);
        expect(Object.keys(messages).sort(), `${locale} keys`).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
          const args = [...argumentsOf(parse(text))].sort();
          expect(args, `${locale} ${key} arguments`).toEqual(
            [...argumentsOf(parse(en[key]!))].sort(),
          );
        }
      }
    },
  );

  it('has no key twice across areas', () => {
    const seen = new Map<string, string>();
    for (const dir of catalogueDirs) {
      for (const key of Object.keys(read(dir, 'en'))) {
        expect(seen.get(key), `${key} in ${dir}`).toBeUndefined();
        seen.set(key, dir);
      }
    }
  });

  it('knows every key the code names', () => {
    // Keys are written whole (a map from an id to its key, never built from pieces), so
    // every one the code names can be checked here.
    const areas = catalogueDirs.map((dir) => relative(src, dir).split(sep).at(-2));
    const keyLiteral = new RegExp(`['"\`]((?:${areas.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
    const code = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const named = new Set<string>();
    for (const file of code) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:t|translate)\(\s*'([a-zA-Z][\w.-]*)'/g))
        named.add(match[1]!);
      if (areas.length > 0) for (const match of text.matchAll(keyLiteral)) named.add(match[1]!);
    }
    const missing = [...named].filter((key) => !(key in english));
    expect(missing).toEqual([]);
  });
});
