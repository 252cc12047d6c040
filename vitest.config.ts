import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { PLUGIN_MODULES, pluginModuleSource } from './scripts/plugin-discovery.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@core': path.join(root, 'core'),
  '@control-schemas': path.join(root, 'control-schemas'),
  '@plugins': path.join(root, 'plugins'),
  '@app': path.join(root, 'app'),
};

/** The plugin virtual modules (`virtual:tessera/web-plugins`, `…/server-plugins`), as in the build. */
const pluginModules: Plugin = {
  name: 'tessera-plugin-modules',
  resolveId: (id) => (PLUGIN_MODULES[id] ? `\0${id}` : undefined),
  load: (id) => (id.startsWith('\0') && PLUGIN_MODULES[id.slice(1)] ? pluginModuleSource(path.join(root, 'plugins'), id.slice(1)).source : undefined),
};

const UNIT_TESTS = [
  'core/**/*.test.{ts,tsx}',
  'control-schemas/**/*.test.{ts,tsx}',
  'plugins/**/*.test.{ts,tsx}',
  'app/**/*.test.{ts,tsx}',
  'tests/conformance/**/*.test.{ts,tsx}',
];

/**
 * Unit tests that run in a browser-like environment (a `@vitest-environment` comment). They share
 * globals (the document, storage, fetch, the app's store), so each runs in a fresh module
 * registry; the other unit tests share their worker's registry, which saves most of the import
 * time per file.
 */
const DOM_TESTS = ['core', 'control-schemas', 'plugins', 'app', 'tests/conformance']
  .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) => /^\/\/ @vitest-environment /m.test(readFileSync(path.join(root, file), 'utf8').slice(0, 2_000)));

/**
 * API test files that build the server bundle (dist/server) and start it: two of them at once
 * would rebuild the bundle under each other's running server, so they run one at a time, after
 * the other API files. The others each build their own app over their own store, databases and
 * Redis prefixes, and run two (or more) at a time.
 */
const API_SERIAL_TESTS = ['tests/api/cli.test.ts', 'tests/api/operations-startup.test.ts', 'tests/api/several-processes.test.ts'];

/**
 * Test files run in every core's worker, at least two: Vitest's default leaves one core to its
 * main process, which on a two-core machine runs every file in one worker while the other core
 * idles. Each project runs as a group of its own (`groupOrder`), so the `unit` files, which share
 * their worker's module registry, are never queued between isolated files that would end it.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        plugins: [pluginModules],
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
          isolate: false,
          typecheck: { enabled: true, include: ['core/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          testTimeout: 30_000,
        },
      },
      {
        plugins: [pluginModules],
        resolve: { alias },
        test: {
          name: 'unit-dom',
          include: DOM_TESTS,
          testTimeout: 30_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [pluginModules],
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API_SERIAL_TESTS],
          // The built web app the report tests screenshot: built once here when missing, not by two files at once.
          globalSetup: ['tests/api/build-web-once.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        plugins: [pluginModules],
        resolve: { alias },
        test: {
          name: 'api-serial',
          include: API_SERIAL_TESTS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
