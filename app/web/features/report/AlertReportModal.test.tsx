// @vitest-environment happy-dom
import type { ReportRecord } from '@plugins/report-kit/report-types';
import { afterEach, describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { pageTestHarness } from '../../test-support/page-test-harness';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { AlertReportModal } from './AlertReportModal';

const RECORD: ReportRecord = {
  id: 3,
  type: 'Report',
  name: 'Daily births',
  description: null,
  active: true,
  crontab: '0 9 * * *',
  timezone: 'UTC',
  creation_method: 'alerts_reports',
  chart: null,
  dashboard: { id: 9, dashboard_title: 'Births' },
  database: null,
  sql: null,
  validator_type: null,
  validator_config_json: null,
  report_format: 'PDF',
  force_screenshot: false,
  custom_width: null,
  extra: { dashboard: { anchor: 'TAB-b' } },
  grace_period: null,
  working_timeout: 3600,
  log_retention: 90,
  last_state: null,
  last_eval_dttm: null,
  owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
  recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target": "team@example.com"}' }],
};

const LAYOUT = {
  ROOT_ID: { type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { type: 'TABS', children: ['TAB-a', 'TAB-b'] },
  'TAB-a': { type: 'TAB', meta: { text: 'Overview' }, children: [] },
  'TAB-b': { type: 'TAB', meta: { text: 'By state' }, children: [] },
};

const { server } = pageTestHarness({
  'GET /api/v1/report/related/owners': () => ({ count: 1, result: [{ value: 7, text: 'Ada Lovelace' }] }),
  'GET /api/v1/report/:id': () => ({ id: 3, result: RECORD }),
  'GET /api/v1/dashboard/:id': () => ({ id: 9, result: { id: 9, position_json: JSON.stringify(LAYOUT) } }),
  'GET /api/v1/dashboard/': () => ({ count: 1, result: [{ id: 9, dashboard_title: 'Births' }] }),
  'GET /api/v1/database/': () => ({ count: 1, result: [{ id: 1, database_name: 'examples' }] }),
});

let page: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

async function renderModal(kind: 'Alert' | 'Report', reportId: number | null) {
  page = await renderApp(<AlertReportModal kind={kind} reportId={reportId} onClose={() => undefined} />, { bootstrap: testBootstrap(testUser({ Admin: [] })), path: '/alert/list/' });
  return page;
}
const dialog = () => byRole(document, 'dialog');
const toasts = () => selectToasts(page!.store.getState()).map((toast) => toast.text);

async function pick(label: string, option: string) {
  await typeText(byRole(dialog(), 'combobox', label), option.slice(0, 3));
  const choice = await page!.waitFor(() => allByRole(document, 'option', option)[0]);
  await click(choice);
}

describe('AlertReportModal', () => {
  it('edits a dashboard report: its values and tab shown, saved with "Report updated"', async () => {
    server.on('PUT /api/v1/report/:id', () => ({ id: 3, result: {} }));
    await renderModal('Report', 3);
    await page!.waitFor(() => ((byLabel(dialog(), /^Report name/) as HTMLInputElement).value === 'Daily births' ? true : null));
    await page!.waitFor(() => allByRole(dialog(), 'combobox', /^Dashboard tab/)[0]);
    expect(dialog().textContent).toContain('By state');
    expect([...dialog().querySelectorAll('section')].map((section) => section.getAttribute('aria-label'))).toEqual(['General', 'Content', 'Schedule', 'Notification methods']);
    await typeText(byLabel(dialog(), /^Report name/), 'Births every morning');
    await click(byRole(dialog(), 'button', 'Save'));
    await page!.settle();
    const body = server.calls('PUT', '/api/v1/report/3')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'Report', name: 'Births every morning', dashboard: 9, chart: null, report_format: 'PDF', extra: { dashboard: { anchor: 'TAB-b' } }, owners: [7], recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }] });
    expect(body).not.toHaveProperty('sql');
    expect(toasts()).toEqual(['Report updated']);
  });

  it('adds an alert: checks its fields, shows the server’s refusal under the name, then "The report has been created"', async () => {
    let attempts = 0;
    server.on('POST /api/v1/report/', () => (++attempts === 1 ? jsonResponse(422, { message: { name: ['Name must be unique'] } }) : jsonResponse(201, { id: 11, result: {} })));
    await renderModal('Alert', null);
    await click(byRole(dialog(), 'button', 'Add'));
    await page!.settle();
    expect(dialog().textContent).toContain('Enter a name.');
    expect(dialog().textContent).toContain('Choose a database.');
    expect(server.calls('POST', '/api/v1/report/')).toHaveLength(0);

    await typeText(byLabel(dialog(), /^Alert name/), 'Failures');
    await pick('Database', 'examples');
    await typeText(byLabel(dialog(), /^SQL query/), 'SELECT 1');
    await typeText(byLabel(dialog(), /^Threshold/), '0');
    await pick('Dashboard', 'Births');
    await typeText(byLabel(dialog(), /^To/), 'ops@example.com; lead@example.com');
    await click(byRole(dialog(), 'button', 'Add'));
    await page!.settle();
    expect(dialog().textContent).toContain('Name must be unique');
    expect(byLabel(dialog(), /^Alert name/).getAttribute('aria-invalid')).toBe('true');

    await typeText(byLabel(dialog(), /^Alert name/), 'Failures 2');
    await click(byRole(dialog(), 'button', 'Add'));
    await page!.settle();
    const bodies = server.calls('POST', '/api/v1/report/').map((call) => call.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      type: 'Alert',
      name: 'Failures 2',
      creation_method: 'alerts_reports',
      database: 1,
      sql: 'SELECT 1',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 0 },
      dashboard: 9,
      crontab: '0 * * * *',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com,lead@example.com' } }],
    });
    expect(toasts()).toEqual(['The report has been created']);
  });
});
