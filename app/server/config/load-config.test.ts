import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-config-'));

describe('loadConfig', () => {
  it('has working defaults with nothing configured', () => {
    const cwd = tempDir();
    const config = loadConfig({ env: {}, cwd });
    expect(config.port).toBe(8088);
    expect(config.home).toBe(path.join(cwd, '.tessera'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqlMaxRow).toBe(100_000);
    expect(config.rowLimit).toBe(10_000);
    expect(config.featureFlags).toMatchObject({ DASHBOARD_RBAC: false, CONFIRM_DASHBOARD_DIFF: false, GLOBAL_ASYNC_QUERIES: false, EMBEDDED_SUPERSET: false });
    expect(config.plugins).toEqual({ enabled: undefined, disabled: [] });
  });

  it('reads the report settings under Superset\'s names, with working defaults', () => {
    const defaults = loadConfig({ env: {}, cwd: tempDir() }).reports;
    expect(defaults).toMatchObject({ smtpHost: 'localhost', smtpPort: 25, smtpStarttls: true, smtpSsl: false, subjectPrefix: '[Report] ', chromiumPath: '/usr/bin/chromium', defaultWorkingTimeoutSeconds: 3600, schedulerEnabled: true });
    const config = loadConfig({
      env: { SMTP_HOST: 'mail.example.org', SMTP_PORT: '587', SMTP_STARTTLS: 'false', SMTP_USER: 'bot', SMTP_PASSWORD: 'pw', SMTP_MAIL_FROM: 'bot@example.org', EMAIL_REPORTS_SUBJECT_PREFIX: '[Tessera] ', REPORT_SCHEDULER: 'off' },
      cwd: tempDir(),
    }).reports;
    expect(config).toMatchObject({ smtpHost: 'mail.example.org', smtpPort: 587, smtpStarttls: false, smtpUser: 'bot', smtpPassword: 'pw', smtpMailFrom: 'bot@example.org', subjectPrefix: '[Tessera] ', schedulerEnabled: false });
    expect(() => loadConfig({ env: { WEBDRIVER_BASEURL: 'localhost:8088' }, cwd: tempDir() })).toThrow(ConfigError);
  });

  it('generates the secret key once and keeps it in TESSERA_HOME, readable only by its owner', () => {
    const cwd = tempDir();
    const first = loadConfig({ env: {}, cwd });
    const second = loadConfig({ env: {}, cwd });
    expect(first.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.secretKey).toBe(first.secretKey);
    const file = path.join(first.home, 'secret_key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('reads tessera.config.json and lets the environment win over it', () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'tessera.config.json'), JSON.stringify({ PORT: 9000, SQL_MAX_ROW: 500, FEATURE_FLAGS: { DASHBOARD_RBAC: true }, PLUGINS_DISABLED: ['viz-pie'] }));
    const config = loadConfig({ env: { PORT: '9100', TESSERA_SECRET_KEY: 'a-secret-that-is-long-enough' }, cwd });
    expect(config.port).toBe(9100);
    expect(config.sqlMaxRow).toBe(500);
    expect(config.featureFlags.DASHBOARD_RBAC).toBe(true);
    expect(config.plugins.disabled).toEqual(['viz-pie']);
    expect(config.secretKey).toBe('a-secret-that-is-long-enough');
  });

  it('reads single feature flags, lists and booleans from the environment', () => {
    const config = loadConfig({ env: { FEATURE_FLAG_EMBEDDED_SUPERSET: 'true', PLUGINS_ENABLED: 'viz-table, viz-pie', TESSERA_LOAD_EXAMPLES: 'false', TESSERA_DATABASE_URL: 'postgres://u@h/db' }, cwd: tempDir() });
    expect(config.featureFlags.EMBEDDED_SUPERSET).toBe(true);
    expect(config.plugins.enabled).toEqual(['viz-table', 'viz-pie']);
    expect(config.loadExamples).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
  });

  it('trusts no proxy by default; TRUST_PROXY takes true, a hop count or a list of addresses and ranges', () => {
    const cwd = tempDir();
    expect(loadConfig({ env: {}, cwd }).trustProxy).toBe(false);
    expect(loadConfig({ env: { TRUST_PROXY: 'true' }, cwd }).trustProxy).toBe(true);
    expect(loadConfig({ env: { TRUST_PROXY: 'off' }, cwd }).trustProxy).toBe(false);
    expect(loadConfig({ env: { TRUST_PROXY: '2' }, cwd }).trustProxy).toBe(2);
    expect(loadConfig({ env: { TRUST_PROXY: '0' }, cwd }).trustProxy).toBe(false);
    expect(loadConfig({ env: { TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8, loopback' }, cwd }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    writeFileSync(path.join(cwd, 'tessera.config.json'), JSON.stringify({ TRUST_PROXY: ['172.16.0.0/255.240.0.0'] }));
    expect(loadConfig({ env: {}, cwd }).trustProxy).toEqual(['172.16.0.0/255.240.0.0']);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '300.1.1.1']) {
      expect(() => loadConfig({ env: { TRUST_PROXY: bad }, cwd }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ env: { TRUST_PROXY: bad }, cwd }), bad).toThrow(/TRUST_PROXY/);
    }
    writeFileSync(path.join(cwd, 'tessera.config.json'), JSON.stringify({ TRUST_PROXY: '1' }));
    expect(loadConfig({ env: {}, cwd }).trustProxy).toBe(1);
    writeFileSync(path.join(cwd, 'tessera.config.json'), JSON.stringify({ TRUST_PROXY: -1 }));
    expect(() => loadConfig({ env: {}, cwd })).toThrow(/TRUST_PROXY/);
  });

  it('rejects bad values and unknown keys with a message naming them', () => {
    const cwd = tempDir();
    expect(() => loadConfig({ env: { PORT: 'eighty' }, cwd })).toThrow(ConfigError);
    expect(() => loadConfig({ env: { PORT: 'eighty' }, cwd })).toThrow(/PORT/);
    writeFileSync(path.join(cwd, 'tessera.config.json'), JSON.stringify({ PROT: 80 }));
    expect(() => loadConfig({ env: {}, cwd })).toThrow(/PROT/);
    writeFileSync(path.join(cwd, 'tessera.config.json'), '{ not json');
    expect(() => loadConfig({ env: {}, cwd })).toThrow(/Cannot read/);
  });
});
