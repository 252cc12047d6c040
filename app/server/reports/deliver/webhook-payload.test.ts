import { describe, expect, it } from 'vitest';
import { reportContentFixture, reportToRunFixture } from './report-fixture.js';
import { webhookLabel } from './webhook-channel.js';
import { buildWebhookPayload } from './webhook-payload.js';

describe('webhook payload', () => {
  it('carries the report, the link and every file as base64 with its type', () => {
    const payload = buildWebhookPayload(reportToRunFixture(), reportContentFixture());
    expect(payload).toEqual({
      name: 'Weekly births',
      type: 'Report',
      title: 'Births',
      url: 'http://tessera.example.com/superset/dashboard/3/',
      description: 'Numbers for the week',
      format: 'PNG',
      files: [
        { filename: 'Births.png', content_type: 'image/png', base64: Buffer.from('89504e470d0a1a0a', 'hex').toString('base64') },
        { filename: 'Births.pdf', content_type: 'application/pdf', base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') },
      ],
    });
  });

  it('adds the alert value and the TEXT table when there are some', () => {
    const payload = buildWebhookPayload(reportToRunFixture({ type: 'Alert' }), reportContentFixture({ alertValue: 0, html: '<table></table>' }));
    expect(payload.alert_value).toBe(0);
    expect(payload.text).toBe('<table></table>');
  });

  it('names a webhook in logs without its credentials or query string', () => {
    expect(webhookLabel('https://bot:pw@hooks.example.com/in/abc?token=s3cret')).toBe('https://hooks.example.com/in/abc');
  });
});
