// `npm run bench [-- name …]`: the benchmarks in tests/bench (all, or those whose file name
// contains a given name), each returning rows; one table at the end.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const dir = path.join(root, 'tests/bench');
const rows = [];
const only = process.argv.slice(2);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.mjs') && (only.length === 0 || only.some((o) => f.includes(o)))).sort()) {
  const bench = await import(pathToFileURL(path.join(dir, file)).href);
  console.log(`running ${file} …`);
  rows.push(...(await bench.run()));
}
const headers = ['benchmark', 'median', 'p95', 'ratio', 'target', 'status'];
// Targets are reported, never asserted: MET or MISSED, '-' for rows without a target. `ratio`: the
// figure against its bench's baseline (raw engine, entry file …), '-' when a bench gives none.
const table = rows.map((r) => [r.name, r.median, r.p95, r.ratio ?? '-', r.target, r.target === '-' ? '-' : r.ok ? 'MET' : 'MISSED']);
const widths = headers.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
console.log('\n' + line(headers) + '\n' + widths.map((w) => '-'.repeat(w)).join('-|-') + '\n' + table.map(line).join('\n'));
