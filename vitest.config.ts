import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@core': path.join(root, 'core'),
  '@control-schemas': path.join(root, 'control-schemas'),
  '@plugins': path.join(root, 'plugins'),
  '@app': path.join(root, 'app'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
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
