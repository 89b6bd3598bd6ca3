import path from 'node:path';
import ts from 'typescript';

/** One `import … from` / `export … from` of a file, as written. */
export interface ImportEdge {
  specifier: string;
  /** `import type`, `export type`, or every named specifier marked `type`: gone at run time. */
  typeOnly: boolean;
}

/**
 * The static imports and re-exports of a TypeScript file. Dynamic `import()`
 * is left out on purpose: it loads later, so it cannot close a loading cycle.
 */
export function importsOf(fileName: string, text: string): ImportEdge[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const edges: ImportEdge[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly)));
      edges.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      edges.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    }
  }
  return edges;
}

/**
 * Which files each file imports at run time (or at all, with `types`). Only
 * relative specifiers are followed: the code names its own files with their
 * extension, and packages cannot import back into a workspace's files.
 */
export function importGraph(
  files: readonly string[],
  read: (file: string) => string,
  options: { types?: boolean } = {},
): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file, read(file))
      .filter((edge) => edge.specifier.startsWith('.') && (options.types || !edge.typeOnly))
      .map((edge) => path.resolve(path.dirname(file), edge.specifier))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * One cycle per strongly connected component (Tarjan), as the files along it
 * with the first repeated at the end: breaking every printed cycle may reveal
 * another in the same component, never miss a component.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  // Iterative, so a long import chain cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  }
  return components.map((component) => shortestCycle(graph, component));
}

/** The shortest way from the component's first file (sorted) back to itself. */
function shortestCycle(graph: ReadonlyMap<string, readonly string[]>, component: string[]) {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const cycle = [start];
        for (let back = node; back !== start; back = cameFrom.get(back)!) cycle.splice(1, 0, back);
        return [...cycle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
