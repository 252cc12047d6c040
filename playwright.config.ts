import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './app/server/reports/render/chromium-pool';

/** The e2e server runs the built bundle on its own port and home, with a known administrator. */
export const E2E_PORT = Number(process.env.TESSERA_E2E_PORT ?? 8099);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
/** Guest tokens live this long on the e2e server, so embedded pages see the SDK replace them (tests/e2e/embedded-session.spec.ts). */
export const E2E_GUEST_TOKEN_EXP_SECONDS = 20;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      TESSERA_ADMIN_USERNAME: E2E_ADMIN.username,
      TESSERA_ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Embedding (tests/e2e/embedded.spec.ts): the "Embed dashboard" action and /embedded/{uuid}.
      FEATURE_FLAG_EMBEDDED_SUPERSET: 'true',
      GUEST_TOKEN_JWT_EXP_SECONDS: String(E2E_GUEST_TOKEN_EXP_SECONDS),
    },
  },
});
