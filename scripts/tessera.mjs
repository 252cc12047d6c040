// `npm run tessera -- <command>`: the administration CLI (init, create-admin, create-user, load-examples, reset-password) and the async query worker.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfChanged } from './build-if-changed.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
// The server bundle only, and quietly: the command's own output is what matters.
buildIfChanged(root, { targets: ['server'], log: () => undefined, stdio: ['ignore', 'ignore', 'inherit'] });
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/cli.js')).href);
