import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const coreDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../core');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file under core/ (tests aside: they may reach across folders to set things up). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The core folder (`query`, `plugin-api`, …) a path under core/ belongs to; null outside core/ or for core/index.ts. */
function folderOf(file: string): string | null {
  const relative = path.relative(coreDir, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first! : null;
}

/** Imports between core folders: folder → folder → the files that make the edge. */
function coreFolderEdges(files: readonly string[], read: (file: string) => string): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const match of read(file).matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      const target = specifier.startsWith('@core/') ? path.join(coreDir, specifier.slice('@core/'.length)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
      const to = target ? folderOf(target) : null;
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), path.relative(coreDir, file)]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Each cycle between folders, as `a → b → a` with the files behind every step. */
function folderCycles(edges: Map<string, Map<string, string[]>>): string[] {
  const cycles: string[] = [];
  const visit = (folder: string, trail: string[]) => {
    for (const next of edges.get(folder)?.keys() ?? []) {
      const at = trail.indexOf(next);
      if (at === 0) {
        const loop = [...trail, next];
        // Report each cycle once, from its alphabetically first folder.
        if (trail.every((member) => member >= trail[0]!)) cycles.push(loop.slice(0, -1).map((step, i) => `${step} → ${loop[i + 1]} (${edges.get(step)!.get(loop[i + 1]!)!.join(', ')})`).join('; '));
      } else if (at < 0) visit(next, [...trail, next]);
    }
  };
  for (const folder of edges.keys()) visit(folder, [folder]);
  return cycles;
}

describe('core folders', () => {
  it('import one another without cycles', () => {
    const edges = coreFolderEdges(sourceFiles(coreDir), (file) => readFileSync(file, 'utf8'));
    expect(edges.get('plugin-api')?.has('query')).toBe(true);
    expect(folderCycles(edges)).toEqual([]);
  });

  it('finds a cycle made by a single import, naming the files', () => {
    const files: Record<string, string> = {
      [path.join(coreDir, 'plugin-api/index.ts')]: "export { buildQueryObject } from '../query/build-query-object.js';\n",
      [path.join(coreDir, 'query/build-query-object.ts')]: "import type {\n  QueryObject,\n} from '@core/plugin-api/index.js';\n",
      [path.join(coreDir, 'query/stable-json.ts')]: "import { x } from './model/index.js';\nconst later = () => import('../hooks/index.js');\n",
      [path.join(coreDir, 'hooks/index.ts')]: "import type { Y } from '../registry/index.js';\n",
    };
    const cycles = folderCycles(coreFolderEdges(Object.keys(files), (file) => files[file]!));
    expect(cycles).toEqual(['plugin-api → query (plugin-api/index.ts); query → plugin-api (query/build-query-object.ts)']);
  });
});
