import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf } from './import-cycles.ts';

const at = (name: string) => path.resolve('/repo', name);

/** A tree of files in memory: name → source text. */
function graphOf(tree: Record<string, string>, options: { types?: boolean } = {}) {
  const files = Object.keys(tree).map(at);
  return importGraph(files, (file) => tree[path.relative('/repo', file)]!, options);
}

describe('importsOf', () => {
  it('tells type-only imports and re-exports from run-time ones', () => {
    const edges = importsOf(
      'a.ts',
      [
        "import { x } from './x.ts';",
        "import type { T } from './t.ts';",
        "import { type U, type V } from './u.ts';",
        "import { type W, w } from './w.ts';",
        "import './side-effect.ts';",
        "export * from './all.ts';",
        "export type { Z } from './z.ts';",
        "const lazy = () => import('./lazy.ts');",
      ].join('\n'),
    );
    expect(edges).toEqual([
      { specifier: './x.ts', typeOnly: false },
      { specifier: './t.ts', typeOnly: true },
      { specifier: './u.ts', typeOnly: true },
      { specifier: './w.ts', typeOnly: false },
      { specifier: './side-effect.ts', typeOnly: false },
      { specifier: './all.ts', typeOnly: false },
      { specifier: './z.ts', typeOnly: true },
    ]);
  });
});

describe('findCycles', () => {
  it('finds a run-time cycle through three files, as the shortest way round', () => {
    const cycles = findCycles(
      graphOf({
        'a.ts': "import { b } from './b.ts';",
        'b.ts': "import { c } from './dir/c.ts';",
        'dir/c.ts': "import { a } from '../a.ts'; import { d } from './d.ts';",
        'dir/d.ts': "export const d = 1; import { x } from 'some-package';",
      }),
    );
    expect(cycles).toEqual([[at('a.ts'), at('b.ts'), at('dir/c.ts'), at('a.ts')]]);
  });

  it('passes a tree whose imports flow one way', () => {
    const cycles = findCycles(
      graphOf({
        'a.ts': "import { b } from './b.ts'; import { c } from './c.ts';",
        'b.ts': "import { c } from './c.ts';",
        'c.ts': 'export const c = 1;',
      }),
    );
    expect(cycles).toEqual([]);
  });

  it('counts a type-only edge only when asked for type cycles', () => {
    const tree = {
      'store.ts': "import { cache } from './cache.ts';",
      'cache.ts': "import type { User } from './store.ts';",
    };
    expect(findCycles(graphOf(tree))).toEqual([]);
    expect(findCycles(graphOf(tree, { types: true }))).toEqual([
      [at('cache.ts'), at('store.ts'), at('cache.ts')],
    ]);
  });

  it('reports each tangle once and a file importing itself', () => {
    const cycles = findCycles(
      graphOf({
        'a.ts': "import './b.ts'; import './c.ts';",
        'b.ts': "import './a.ts'; import './c.ts';",
        'c.ts': "import './a.ts';",
        'self.ts': "import './self.ts';",
      }),
    );
    expect(cycles).toHaveLength(2);
    expect(cycles).toContainEqual([at('self.ts'), at('self.ts')]);
    expect(cycles).toContainEqual([at('a.ts'), at('b.ts'), at('a.ts')]);
  });
});
