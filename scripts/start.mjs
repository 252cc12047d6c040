// `npm start`: build the web app and the server bundle, then run the server in this process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
execFileSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' });
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
