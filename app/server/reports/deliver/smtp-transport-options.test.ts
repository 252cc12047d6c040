import { describe, expect, it } from 'vitest';
import type { ReportSettings } from '../../config/tessera-config.js';
import { reportSettingsFixture } from './report-fixture.js';
import { smtpTransportOptions } from './smtp-transport-options.js';

function options(overrides: Partial<ReportSettings>) {
  return smtpTransportOptions(reportSettingsFixture({ smtpHost: 'mail.example.com', ...overrides }));
}

describe('smtpTransportOptions', () => {
  it('pools one transporter and upgrades with STARTTLS only when the server offers it', () => {
    const result = options({});
    expect(result).toMatchObject({ pool: true, host: 'mail.example.com', port: 25, secure: false, requireTLS: false, ignoreTLS: false });
    expect(result.auth).toBeUndefined();
  });

  it('keeps the connection plain with SMTP_STARTTLS off, and uses TLS from the start with SMTP_SSL', () => {
    expect(options({ smtpStarttls: false })).toMatchObject({ secure: false, ignoreTLS: true });
    expect(options({ smtpSsl: true, smtpPort: 465, smtpStarttls: false })).toMatchObject({ secure: true, port: 465, ignoreTLS: false });
  });

  it('logs in only when both user and password are set', () => {
    expect(options({ smtpUser: 'bot' }).auth).toBeUndefined();
    expect(options({ smtpUser: 'bot', smtpPassword: 's3cret' }).auth).toEqual({ user: 'bot', pass: 's3cret' });
  });
});
