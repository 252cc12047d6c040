import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../scripts/build-if-changed.mjs';

/**
 * When `npm start` rebuilds: in a small tree of its own whose esbuild.config.mjs writes the
 * outputs a real build writes and notes each time it runs, with the arguments it got.
 */

let root: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const builds = () => readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean);
const build = () => buildIfChanged(root, { log: () => undefined, stdio: 'ignore' });

const FAKE_BUILD = `
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const args = process.argv.slice(2);
appendFileSync('builds.log', (args.join(' ') || 'all') + '\\n');
if (!args.includes('--server')) { mkdirSync('dist/web', { recursive: true }); writeFileSync('dist/web/manifest.json', String(Date.now())); }
if (!args.includes('--web')) { mkdirSync('dist/server', { recursive: true }); writeFileSync('dist/server/main.js', ''); writeFileSync('dist/server/cli.js', ''); }
`;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'tessera-build-'));
  write('builds.log', '');
  write('esbuild.config.mjs', FAKE_BUILD);
  write('package.json', '{}');
  write('core/shared.ts', 'export const shared = 1;');
  write('app/web/page.tsx', 'export const page = 1;');
  write('app/web/page.test.tsx', 'test');
  write('app/server/route.ts', 'export const route = 1;');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only what changed', () => {
  it('builds both the first time, and nothing the next', () => {
    expect(build()).toEqual(['web', 'server']);
    expect(build()).toEqual([]);
    expect(builds()).toEqual(['all']);
  });

  it('compares contents, not times: a touched but identical file builds nothing', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'core/shared.ts'), later, later);
    expect(build()).toEqual([]);
  });

  it('rebuilds the web app alone for a web file, the server alone for a server file, both for shared code', () => {
    write('app/web/page.tsx', 'export const page = 2;');
    expect(build()).toEqual(['web']);
    write('app/server/route.ts', 'export const route = 2;');
    expect(build()).toEqual(['server']);
    write('core/shared.ts', 'export const shared = 2;');
    expect(build()).toEqual(['web', 'server']);
    write('app/server/new-file.ts', 'export const added = 1;');
    expect(build()).toEqual(['server']);
    expect(builds()).toEqual(['all', '--web', '--server', 'all', '--server']);
  });

  it('ignores tests, and rebuilds what another build overwrote or deleted', () => {
    write('app/web/page.test.tsx', 'another test');
    expect(build()).toEqual([]);
    write('dist/server/main.js', 'written by another build');
    expect(build()).toEqual(['server']);
    rmSync(path.join(root, 'dist/web/manifest.json'));
    expect(build()).toEqual(['web']);
    expect(buildIfChanged(root, { force: true, log: () => undefined, stdio: 'ignore' })).toEqual(['web', 'server']);
  });
});
