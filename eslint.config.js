import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tessera/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly', process: 'readonly', URL: 'readonly', Buffer: 'readonly', performance: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', window: 'readonly', document: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The kernel is isomorphic: it runs in the browser and in Node.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'react', 'react-dom', 'react/*', '@mui/*'], message: 'core/ imports neither React nor node:*' }] }],
    },
  },
  {
    // A plugin imports only the plugin API and the control schemas.
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@app/*', '../../app/*', '@core/*', '!@core/plugin-api', '!@core/plugin-api/*'], message: 'plugins import only @core/plugin-api and @control-schemas' }] }],
    },
  },
  {
    // A plugin's tests may also reach into the kernel (registry, DI container, post-processing)
    // to run the host's start-up checks and server steps on the plugin; still never into app/.
    files: ['plugins/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@app/*', '../../app/*'], message: 'plugin tests import @core/*, @control-schemas and their own plugin, never app/' }] }],
    },
  },
);
