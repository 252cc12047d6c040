// Writes the explore control reference, docs/controls/, from the control definitions
// (control-schemas/reference/render-control-docs.ts). `--check` writes nothing and exits 1 when
// the committed files are out of date. Run with `npm run docs:controls`.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'controls');
const check = process.argv.includes('--check');

const load = (file) => tsImport(path.join(root, file), { parentURL: import.meta.url, tsconfig: path.join(root, 'tsconfig.json') });
const { renderControlDocs } = await load('control-schemas/reference/render-control-docs.ts');
const { GENERATED_NOTICE } = await load('control-schemas/reference/render-control-doc.ts');

const files = renderControlDocs();
await mkdir(outDir, { recursive: true });
const existing = (await readdir(outDir)).filter((name) => name.endsWith('.md'));

const stale = [];
for (const [name, content] of Object.entries(files)) {
  const target = path.join(outDir, name);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === content) continue;
  stale.push(name);
  if (!check) await writeFile(target, content);
}
// Pages of controls that no longer exist; only files this generator wrote are removed.
for (const name of existing) {
  if (Object.hasOwn(files, name)) continue;
  const content = await readFile(path.join(outDir, name), 'utf8');
  if (!content.startsWith(GENERATED_NOTICE)) continue;
  stale.push(`${name} (removed)`);
  if (!check) await rm(path.join(outDir, name));
}

if (check) {
  if (stale.length > 0) {
    console.error(`docs/controls is out of date (${stale.join(', ')}): run npm run docs:controls`);
    process.exit(1);
  }
  console.log(`docs/controls is up to date (${Object.keys(files).length} files)`);
} else {
  console.log(`docs/controls: ${Object.keys(files).length} files, ${stale.length} written or removed`);
}
