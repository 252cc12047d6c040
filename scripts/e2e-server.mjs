// Starts the built server for Playwright on a fresh home, so every e2e run begins from a first start.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const home = path.join(os.tmpdir(), `tessera-e2e-${process.env.PORT ?? '8099'}`);
rmSync(home, { recursive: true, force: true });
process.env.TESSERA_HOME = home;
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
