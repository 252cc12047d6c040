// Rebuilds the web app and the server bundle only when what they are built from has changed.
//
// The inputs are the source folders, the build script and the installed packages; each target's
// fingerprint is a SHA-256 over the content hashes of its input files (a file whose size and
// modification time are unchanged keeps the hash recorded last time, so an unchanged tree is
// checked with stat calls alone, and a touched but identical file does not count as a change).
// dist/.build-stamp.json records the fingerprints next to the outputs they produced; an output
// written since by another build (`npm run build`, a test) makes the stamp void.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp.json';
const STAMP_VERSION = 1;

/** Folders and files both bundles are built from; app/web is the web app's alone, app/server the server's. */
const SHARED_INPUTS = ['core', 'plugins', 'control-schemas', 'types', 'esbuild.config.mjs', 'scripts/plugin-discovery.mjs', 'scripts/metafile-closure.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'node_modules/.package-lock.json'];
const TARGETS = {
  web: { inputs: [...SHARED_INPUTS, 'app/web'], outputs: ['dist/web/manifest.json'] },
  server: { inputs: [...SHARED_INPUTS, 'app/server'], outputs: ['dist/server/main.js', 'dist/server/cli.js'] },
};

/** Tests are never bundled: editing one does not call for a build. */
const isTest = (name) => /\.test(-d)?\.(ts|tsx|mts|js|mjs)$/.test(name);

function listFiles(root, input, out) {
  const full = path.join(root, input);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    out.push([input, stat]);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const child = path.join(input, entry.name);
    if (entry.isDirectory()) listFiles(root, child, out);
    else if (entry.isFile() && !isTest(entry.name)) out.push([child, statSync(path.join(root, child))]);
  }
}

function readStamp(root) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
    return stamp.version === STAMP_VERSION ? stamp : null;
  } catch {
    return null;
  }
}

/** Size and modification time of each output, or null when one is missing. */
function outputState(root, outputs) {
  const state = {};
  for (const output of outputs) {
    const file = path.join(root, output);
    if (!existsSync(file)) return null;
    const { size, mtimeMs } = statSync(file);
    state[output] = [size, mtimeMs];
  }
  return state;
}

/**
 * The fingerprint of each target, from the content of its inputs. `known` maps a file to the
 * [size, mtimeMs, sha] recorded last time; the returned `files` is the same for this tree.
 */
export function fingerprints(root, known = {}) {
  const files = {};
  const hashOf = (input, stat) => {
    const previous = files[input] ?? known[input];
    const sha = previous && previous[0] === stat.size && previous[1] === stat.mtimeMs
      ? previous[2]
      : createHash('sha256').update(readFileSync(path.join(root, input))).digest('base64url');
    files[input] = [stat.size, stat.mtimeMs, sha];
    return sha;
  };
  const result = {};
  for (const [name, target] of Object.entries(TARGETS)) {
    const listed = [];
    for (const input of target.inputs) listFiles(root, input, listed);
    listed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const hash = createHash('sha256').update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
    for (const [input, stat] of listed) hash.update(`${input}\0${hashOf(input, stat)}\n`);
    result[name] = hash.digest('base64url');
  }
  return { targets: result, files };
}

/**
 * Builds what is out of date among `targets` ('web', 'server') and returns what was rebuilt.
 * `force` rebuilds regardless. `log` receives one line about what happened.
 */
export function buildIfChanged(root, { targets = ['web', 'server'], force = false, log = console.log, stdio = 'inherit' } = {}) {
  const started = performance.now();
  const stamp = readStamp(root);
  const { targets: current, files } = fingerprints(root, stamp?.files);
  const stale = targets.filter((name) => {
    if (force) return true;
    const recorded = stamp?.targets?.[name];
    if (!recorded || recorded.fingerprint !== current[name]) return true;
    const now = outputState(root, TARGETS[name].outputs);
    return !now || JSON.stringify(now) !== JSON.stringify(recorded.outputs);
  });
  const checked = Math.round(performance.now() - started);
  if (stale.length === 0) {
    log(`build: ${targets.join(' and ')} up to date (${Object.keys(files).length} files checked in ${checked} ms)`);
    return [];
  }
  const args = stale.length === 2 ? [] : [`--${stale[0]}`];
  execFileSync(process.execPath, ['esbuild.config.mjs', ...args], { cwd: root, stdio });
  const next = { version: STAMP_VERSION, files, targets: { ...(stamp?.targets ?? {}) } };
  for (const name of stale) next.targets[name] = { fingerprint: current[name], outputs: outputState(root, TARGETS[name].outputs) };
  writeFileSync(path.join(root, STAMP), JSON.stringify(next));
  return stale;
}
