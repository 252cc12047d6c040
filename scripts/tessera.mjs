// `npm run tessera -- <command>`: the administration CLI (init, create-admin, create-user, load-examples, reset-password).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
execFileSync(process.execPath, ['esbuild.config.mjs', '--server'], { stdio: ['ignore', 'ignore', 'inherit'] });
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/cli.js')).href);
