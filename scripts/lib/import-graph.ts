/**
 * The import graph of the source tree, read with the TypeScript compiler's own pre-processor: every
 * `import`, `import type`, `export … from` and `import()` of a file, resolved through the `@/` alias
 * and relative paths (packages and non-code files are left out). Type-only imports count: a circle of
 * types is still a circle a reader has to untangle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export type ImportGraph = Map<string, Set<string>>;

const EXTENSIONS = [".ts", ".tsx"];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

function resolve(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, "index" + ext))]) {
    if (EXTENSIONS.some((ext) => candidate.endsWith(ext)) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Files under `folders` (relative to `root`) with the files of the same folders each one imports. */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const imported of info.importedFiles) {
      const target = resolve(root, file, imported.fileName);
      if (target && target !== file) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), targets);
  }
  return graph;
}

/** The strongly connected parts of a graph with more than one node: its circles (Tarjan). */
export function circles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return found;
}

/** The folder a file belongs to, one level below `base` (lib/orders/service.ts → lib/orders). */
export function folderOf(file: string, base: string): string {
  const rest = path.relative(base, file).split(path.sep);
  return rest.length > 1 ? path.join(base, rest[0]) : file;
}

/** The graph of folders one level below `base`: an arrow for every folder another's files import. */
export function folderGraph(graph: ImportGraph, base: string): ImportGraph {
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file, base);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target, base);
      if (to !== from) folders.get(from)!.add(to);
    }
  }
  return folders;
}
