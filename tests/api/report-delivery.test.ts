import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReportSettings } from '../../app/server/config/tessera-config.js';
import { createReportNotifier, type WebhookPayload } from '../../app/server/reports/deliver/index.js';
import { reportContentFixture, reportSettingsFixture, reportToRunFixture } from '../../app/server/reports/deliver/report-fixture.js';
import { ReportDeliveryError, type ReportNotifier } from '../../app/server/reports/report-model.js';
import { addressesOf, startSmtpSink, type SmtpSink } from './smtp-sink.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CSV = Buffer.from('name,num\nAaron,12\n');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Hook {
  status: number;
  body: string;
}

let sink: SmtpSink;
let hookServer: Server;
let hookUrl: string;
const hookRequests: { headers: IncomingMessage['headers']; body: string }[] = [];
let hookAnswers: Hook[] = [];
const notifiers: ReportNotifier[] = [];
const logs: string[] = [];

function notifierWith(overrides: Partial<ReportSettings> = {}): ReportNotifier {
  const settings = reportSettingsFixture({ smtpHost: sink.host, smtpPort: sink.port, smtpMailFrom: 'reports@tessera.test', notificationRetryDelayMs: 10, ...overrides });
  const notifier = createReportNotifier(settings, { logger: { info: (m) => logs.push(`info ${m}`), warn: (m) => logs.push(`warn ${m}`) }, webhookTimeoutMs: 2000 });
  notifiers.push(notifier);
  return notifier;
}

const signal = () => new AbortController().signal;

beforeAll(async () => {
  sink = await startSmtpSink();
  hookServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hookRequests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = hookAnswers.shift() ?? { status: 204, body: '' };
      response.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hooks/reports`;
});

afterEach(async () => {
  await Promise.all(notifiers.splice(0).map((n) => n.close()));
  sink.clear();
  sink.rejectNext({ count: 0, code: 250, message: '' });
  hookRequests.length = 0;
  hookAnswers = [];
  logs.length = 0;
});

afterAll(async () => {
  await sink.close();
  await new Promise<void>((resolve) => hookServer.close(() => resolve()));
});

describe('report delivery by mail', () => {
  it('sends the images inline, the files as attachments, to To and Cc, and Bcc only in the envelope', async () => {
    const report = reportToRunFixture({
      name: 'Weekly births',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ann@example.com; bob@example.com', ccTarget: 'cc@example.com', bccTarget: 'hidden@example.com' } }],
    });
    const content = reportContentFixture({
      images: [{ filename: 'Births.png', data: PNG }],
      attachments: [
        { filename: 'Births.pdf', contentType: 'application/pdf', data: PDF },
        { filename: 'Births.csv', contentType: 'text/csv', data: CSV },
        { filename: 'Births.xlsx', contentType: XLSX_TYPE, data: Buffer.from('PK\u0003\u0004 fake workbook') },
      ],
    });
    await notifierWith({ subjectPrefix: '[Tessera] ' }).send(report, content, signal());
    const { mail, rcptTo, from } = await sink.waitForMail();

    expect(mail.subject).toBe('[Tessera] Weekly births: Births');
    expect(from).toBe('reports@tessera.test');
    expect(addressesOf(mail.to)).toEqual(['ann@example.com', 'bob@example.com']);
    expect(addressesOf(mail.cc)).toEqual(['cc@example.com']);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
    expect([...rcptTo].sort()).toEqual(['ann@example.com', 'bob@example.com', 'cc@example.com', 'hidden@example.com']);

    const html = String(mail.html);
    const cids = [...html.matchAll(/src="cid:([^"]+)"/g)].map((m) => m[1]);
    expect(cids).toHaveLength(1);
    const inline = mail.attachments.find((a) => a.cid === cids[0]);
    expect(inline?.contentType).toBe('image/png');
    expect(inline?.content.equals(PNG)).toBe(true);
    expect(html).toContain('Numbers for the week');
    expect(html).toMatch(/<a href="http:\/\/tessera\.example\.com\/superset\/dashboard\/3\/"[^>]*>Explore in Tessera<\/a>/);
    expect(mail.text).toContain('Explore in Tessera: http://tessera.example.com/superset/dashboard/3/');

    const files = mail.attachments.filter((a) => !a.cid).map((a) => [a.filename, a.contentType, a.contentDisposition]);
    expect(files).toEqual([
      ['Births.pdf', 'application/pdf', 'attachment'],
      ['Births.csv', 'text/csv', 'attachment'],
      ['Births.xlsx', XLSX_TYPE, 'attachment'],
    ]);
    expect(mail.attachments.find((a) => a.filename === 'Births.csv')?.content.toString()).toBe(CSV.toString());
    expect(logs).toContain('info report "Weekly births" (7) sent to Email ann@example.com, bob@example.com, cc@example.com, hidden@example.com');
  });

  it('logs in only when both SMTP_USER and SMTP_PASSWORD are set', async () => {
    await notifierWith({ smtpUser: 'reports-bot' }).send(reportToRunFixture({ name: 'Anonymous' }), reportContentFixture(), signal());
    expect((await sink.waitForMail((m) => m.mail.subject?.includes('Anonymous') ?? false)).user).toBeNull();
    await notifierWith({ smtpUser: 'reports-bot', smtpPassword: 's3cret' }).send(reportToRunFixture({ name: 'Logged in' }), reportContentFixture(), signal());
    expect((await sink.waitForMail((m) => m.mail.subject?.includes('Logged in') ?? false)).user).toBe('reports-bot');
  });

  it('retries a refused mail and succeeds when the server takes it', async () => {
    sink.rejectNext({ count: 2, code: 451, message: 'Local problem, try again later' });
    await notifierWith({ notificationMaxTries: 3 }).send(reportToRunFixture(), reportContentFixture(), signal());
    await sink.waitForMail();
    expect(sink.attempts).toBe(3);
    expect(sink.mails).toHaveLength(1);
    expect(logs.filter((l) => l.startsWith('warn') && l.includes('451 Local problem, try again later'))).toHaveLength(2);
  });

  it('fails after the configured tries with the SMTP server answer in the message', async () => {
    sink.rejectNext({ count: 5, code: 452, message: 'Mailbox full' });
    const failure = notifierWith({ notificationMaxTries: 3 }).send(reportToRunFixture(), reportContentFixture(), signal());
    await expect(failure).rejects.toBeInstanceOf(ReportDeliveryError);
    await expect(failure).rejects.toThrow('Report delivery failed for Email team@example.com (3 attempts): SMTP server answered 452 Mailbox full');
    expect(sink.mails).toHaveLength(0);
  });

  it('does not retry a permanent refusal', async () => {
    sink.rejectNext({ count: 5, code: 554, message: 'Transaction failed: spam' });
    await expect(notifierWith({ notificationMaxTries: 3 }).send(reportToRunFixture(), reportContentFixture(), signal())).rejects.toThrow(
      '(1 attempt): SMTP server answered 554 Transaction failed: spam',
    );
    expect(sink.attempts).toBe(1);
  });

  it('names the connection error when no SMTP server listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(notifierWith({ smtpPort: port, notificationMaxTries: 2 }).send(reportToRunFixture(), reportContentFixture(), signal())).rejects.toThrow(
      new RegExp(`\\(2 attempts\\): SMTP error: .*ECONNREFUSED 127\\.0\\.0\\.1:${port}`),
    );
  });

  it('sends nothing on a dry run and logs what it would have sent', async () => {
    const report = reportToRunFixture({ recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }, { type: 'Webhook', recipient_config_json: { target: hookUrl } }] });
    await notifierWith({ notificationDryRun: true }).send(report, reportContentFixture(), signal());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.attempts).toBe(0);
    expect(hookRequests).toHaveLength(0);
    expect(logs).toEqual([
      'info dry run: report "Weekly births" (7) would be sent to Email a@example.com',
      `info dry run: report "Weekly births" (7) would be sent to Webhook ${hookUrl}`,
    ]);
  });

  it('stops retrying as soon as the run is aborted', async () => {
    sink.rejectNext({ count: 5, code: 451, message: 'Busy' });
    const controller = new AbortController();
    const started = Date.now();
    const sending = notifierWith({ notificationMaxTries: 5, notificationRetryDelayMs: 30_000 }).send(reportToRunFixture(), reportContentFixture(), controller.signal);
    setTimeout(() => controller.abort(new Error('Report Schedule reached a working timeout.')), 300);
    await expect(sending).rejects.toThrow('Report Schedule reached a working timeout.');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('report delivery by webhook', () => {
  it('POSTs the report as JSON with every file in base64', async () => {
    const report = reportToRunFixture({ type: 'Alert', report_format: 'PDF', recipients: [{ type: 'Webhook', recipient_config_json: { target: `${hookUrl}?token=abc` } }] });
    const content = reportContentFixture({ images: [{ filename: 'Births.png', data: PNG }], attachments: [{ filename: 'Births.pdf', contentType: 'application/pdf', data: PDF }], alertValue: 42 });
    await notifierWith().send(report, content, signal());
    expect(hookRequests).toHaveLength(1);
    const [request] = hookRequests;
    expect(request!.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(request!.body) as WebhookPayload;
    expect(payload).toMatchObject({ name: 'Weekly births', type: 'Alert', title: 'Births', format: 'PDF', alert_value: 42, url: 'http://tessera.example.com/superset/dashboard/3/' });
    expect(payload.files.map((f) => [f.filename, f.content_type])).toEqual([
      ['Births.png', 'image/png'],
      ['Births.pdf', 'application/pdf'],
    ]);
    expect(Buffer.from(payload.files[0]!.base64, 'base64').equals(PNG)).toBe(true);
    expect(Buffer.from(payload.files[1]!.base64, 'base64').equals(PDF)).toBe(true);
  });

  it('fails on a non-2xx answer with the status and the start of the body, retrying server errors', async () => {
    hookAnswers = [1, 2, 3].map(() => ({ status: 503, body: `overloaded ${'x'.repeat(400)}` }));
    const report = reportToRunFixture({ recipients: [{ type: 'Webhook', recipient_config_json: { target: hookUrl } }] });
    const failure = notifierWith({ notificationMaxTries: 3 }).send(report, reportContentFixture(), signal());
    await expect(failure).rejects.toBeInstanceOf(ReportDeliveryError);
    const message = await failure.catch((e: Error) => e.message);
    expect(message).toBe(`Report delivery failed for Webhook ${hookUrl} (3 attempts): HTTP 503 Service Unavailable: overloaded ${'x'.repeat(189)}`);
    expect(hookRequests).toHaveLength(3);
  });

  it('delivers to every recipient, then fails naming only those that failed', async () => {
    hookAnswers = [{ status: 404, body: 'no such hook' }];
    const report = reportToRunFixture({
      recipients: [
        { type: 'Email', recipient_config_json: { target: 'ann@example.com' } },
        { type: 'Webhook', recipient_config_json: { target: hookUrl } },
      ],
    });
    await expect(notifierWith().send(report, reportContentFixture(), signal())).rejects.toThrow(
      `Report delivery failed for 1 of 2 recipients: Webhook ${hookUrl} (1 attempt): HTTP 404 Not Found: no such hook`,
    );
    const { mail } = await sink.waitForMail();
    expect(addressesOf(mail.to)).toEqual(['ann@example.com']);
    expect(hookRequests).toHaveLength(1);
  });
});
