// `npm start`: build the web app and the server bundle when their sources changed since the last
// build, then run the server in this process. `npm start -- --rebuild` builds regardless;
// `npm start -- --no-build` runs what dist/ holds (an image built once, a read-only checkout).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { pathToFileURL } from 'node:url';
import { buildIfChanged } from './build-if-changed.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
if (!process.argv.includes('--no-build')) buildIfChanged(root, { force: process.argv.includes('--rebuild') });

// npm runs this script through `sh -c`, which passes neither npm's SIGTERM on nor dies when npm is
// killed outright: the server would run on, orphaned. So when npm (or that shell) goes away, the
// server stops as if it had been sent SIGTERM itself, draining what is in flight.
if (process.env.npm_lifecycle_event) {
  const watched = [process.ppid, parentOf(process.ppid)].filter((pid) => pid !== null && pid > 1);
  const watch = setInterval(() => {
    if (watched.every(isAlive)) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}

/** The parent of `pid` (Linux: /proc), or null where that cannot be read. */
function parentOf(pid) {
  try {
    // The command name in parentheses may hold spaces: the fields after its closing one are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code !== 'ESRCH';
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
