import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
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

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [pluginModules],
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.{ts,tsx}',
            'control-schemas/**/*.test.{ts,tsx}',
            'plugins/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'tests/conformance/**/*.test.{ts,tsx}',
          ],
          typecheck: { enabled: true, include: ['core/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          testTimeout: 30_000,
        },
      },
      {
        plugins: [pluginModules],
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
