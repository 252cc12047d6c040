// `npm run dev`: rebuild the web app and the server on change, and restart the server when its bundle changes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const env = { ...process.env, NODE_ENV: 'development' };
const builder = spawn(process.execPath, ['esbuild.config.mjs', '--watch'], { stdio: 'inherit', env });

const waitForBundle = async () => {
  while (!existsSync('dist/server/main.js') || !existsSync('dist/web/manifest.json')) await new Promise((r) => setTimeout(r, 200));
};
await waitForBundle();
const server = spawn(process.execPath, ['--enable-source-maps', '--watch-path=dist/server', 'dist/server/main.js'], { stdio: 'inherit', env });

const stop = () => {
  builder.kill();
  server.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
