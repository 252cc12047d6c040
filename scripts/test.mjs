// `npm test`: unit (vitest), API (vitest) and end-to-end (Playwright + Chromium) suites, one after
// another, then one closing line adding them up: `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfChanged } from './build-if-changed.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const reports = mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const only = process.argv.slice(2);

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitest(label, projects) {
  const file = path.join(reports, `${label}.json`);
  const status = run(`vitest: ${label}`, bin('vitest'), ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A suite that failed to load has no failed test but must still fail the run.
    if (status !== 0 && report.numFailedTests === 0) totals.failed += Math.max(1, report.numFailedTestSuites ?? 1);
  } catch {
    totals.failed += 1;
  }
}

/**
 * Builds the web app and the server unless the last build is of the same sources (as `npm start`
 * does); a failed build counts as one failure.
 */
function build() {
  console.log('\n=== build ===');
  try {
    buildIfChanged(root);
    return true;
  } catch {
    totals.failed += 1;
    return false;
  }
}

function playwright() {
  const file = path.join(reports, 'e2e.json');
  const status = run('playwright: e2e', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (status !== 0 && stats.unexpected === 0) totals.failed += 1;
  } catch {
    totals.failed += 1;
  }
}

const want = (name) => only.length === 0 || only.includes(name);
// `unit` shares module registries between files; `unit-dom` (browser-like tests) isolates each file.
if (want('unit')) vitest('unit', ['unit', 'unit-dom']);
// One build for both: the API report tests screenshot the built web app (and would build it
// themselves when it is missing), and the e2e server runs the built bundle.
const built = want('api') || want('e2e') ? build() : false;
// `api` runs its files side by side; `api-serial` the few that build and start the server bundle.
if (want('api')) vitest('api', ['api', 'api-serial']);
if (want('e2e') && built) playwright();
rmSync(reports, { recursive: true, force: true });

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
