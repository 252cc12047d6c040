import { describe, expect, it } from 'vitest';
import { emailAddressesOf, parseEmailList } from './email-addresses.js';
import { reportContentFixture, reportToRunFixture } from './report-fixture.js';
import { addressReportMail, alertLineOf, composeReportMailContent, reportMailSubject } from './report-mail.js';
import { htmlTableToText } from './report-mail-html.js';

const SETTINGS = { smtpMailFrom: 'reports@tessera.test', subjectPrefix: '[Report] ' };

describe('report mail', () => {
  it('names the report and the content in the subject, after the prefix, on one line', () => {
    expect(reportMailSubject('[Report] ', { name: 'Weekly' }, { title: 'Births' })).toBe('[Report] Weekly: Births');
    expect(reportMailSubject('', { name: 'A\r\nBcc: x@y' }, { title: 'B' })).toBe('A Bcc: x@y: B');
  });

  it('shows each image inline through its cid and attaches the files', () => {
    const content = reportContentFixture({ images: [{ filename: 'a.png', data: Buffer.from('a') }, { filename: 'b.png', data: Buffer.from('b') }] });
    const mail = composeReportMailContent(reportToRunFixture(), content, SETTINGS);
    const attachments = mail.attachments ?? [];
    const cids = attachments.flatMap((a) => (a.cid ? [a.cid] : []));
    expect(cids).toHaveLength(2);
    expect(new Set(cids).size).toBe(2);
    for (const cid of cids) expect(mail.html).toContain(`src="cid:${cid}"`);
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['a.png', 'image/png'],
      ['b.png', 'image/png'],
      ['Births.pdf', 'application/pdf'],
    ]);
    expect(mail.from).toBe('reports@tessera.test');
    expect(mail.html).toContain('href="http://tessera.example.com/superset/dashboard/3/"');
    expect(mail.html).toContain('Explore in Tessera');
    expect(mail.text).toContain('Explore in Tessera: http://tessera.example.com/superset/dashboard/3/');
    expect(mail.text).toContain('Attached: Births.pdf');
  });

  it('escapes what users typed and refuses links that are not http(s)', () => {
    const content = reportContentFixture({ title: '<script>x</script>', description: 'a & b\n"c"', url: 'javascript:alert(1)' });
    const mail = composeReportMailContent(reportToRunFixture(), content, SETTINGS);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('a &amp; b<br>&quot;c&quot;');
    expect(mail.html).not.toContain('javascript:');
  });

  it('puts a TEXT table in the HTML body and a readable version in the plain text', () => {
    const table = '<table><tr><th>name</th><th>num</th></tr><tr><td>Tom &amp; Ann</td><td>12</td></tr></table>';
    const mail = composeReportMailContent(reportToRunFixture({ report_format: 'TEXT' }), reportContentFixture({ html: table, images: [], attachments: [] }), SETTINGS);
    expect(mail.html).toContain(table);
    expect(mail.text).toContain('name\tnum\nTom & Ann\t12');
    expect(htmlTableToText('<tr><td>&#60;a&#x3e;</td></tr>')).toBe('<a>');
  });

  it('shows the value of an alert that fired, with its condition', () => {
    const alert = reportToRunFixture({ type: 'Alert', validator_type: 'operator', validator_config_json: { op: '>', threshold: 10 } });
    expect(alertLineOf(alert, { alertValue: 42 })).toBe('Alert value: 42 (condition: > 10)');
    expect(alertLineOf(reportToRunFixture(), { alertValue: 42 })).toBeNull();
    expect(composeReportMailContent(alert, reportContentFixture({ alertValue: 42 }), SETTINGS).html).toContain('Alert value: 42');
  });

  it('splits recipients on commas and semicolons into To, Cc and Bcc', () => {
    expect(parseEmailList(' a@x.io; b@x.io,,a@x.io ;')).toEqual(['a@x.io', 'b@x.io']);
    const addresses = emailAddressesOf({ target: 'a@x.io,b@x.io', ccTarget: 'c@x.io', bccTarget: 'd@x.io;e@x.io' });
    expect(addresses).toEqual({ to: ['a@x.io', 'b@x.io'], cc: ['c@x.io'], bcc: ['d@x.io', 'e@x.io'] });
    const mail = addressReportMail({ subject: 's' }, { to: ['a@x.io'], cc: [], bcc: [] });
    expect(mail).toEqual({ subject: 's', to: ['a@x.io'] });
  });
});
