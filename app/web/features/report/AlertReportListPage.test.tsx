// @vitest-environment happy-dom
import type { ReportListRow } from '@plugins/report-kit/report-types';
import { afterEach, describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { pageTestHarness } from '../../test-support/page-test-harness';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { selectToasts } from '../../store/message-toasts-slice';
import { AlertReportListPage } from './AlertReportListPage';

const row = (id: number, name: string, type: 'Alert' | 'Report', extra: Partial<ReportListRow> = {}): ReportListRow => ({
  id,
  type,
  name,
  description: null,
  active: true,
  crontab: '0 9 * * *',
  crontab_humanized: 'At 09:00 AM',
  timezone: 'Europe/Paris',
  creation_method: 'alerts_reports',
  chart_id: null,
  dashboard_id: 1,
  last_state: 'Success',
  last_eval_dttm: '2026-01-01T09:00:00',
  owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
  created_by: { id: 7, first_name: 'Ada', last_name: 'Lovelace' },
  changed_on_delta_humanized: '2 hours ago',
  recipients: [{ id: 1, type: 'Email' }, { id: 2, type: 'Webhook' }],
  ...extra,
});

const ALERTS = [row(1, 'Failures', 'Alert', { last_state: 'Error' }), row(2, 'Quiet', 'Alert', { active: false, last_state: null })];
const REPORTS = [row(3, 'Daily births', 'Report')];

const { server } = pageTestHarness({
  'GET /api/v1/report/': (request) => {
    const q = request.q as { filters: { col: string; value: unknown }[] };
    const rows = q.filters[0]!.value === 'Report' ? REPORTS : ALERTS;
    return { count: rows.length, ids: rows.map((r) => r.id), result: rows };
  },
  'GET /api/v1/report/related/owners': () => ({ count: 1, result: [{ value: 7, text: 'Ada Lovelace' }] }),
  'GET /api/v1/report/related/created_by': () => ({ count: 1, result: [{ value: 7, text: 'Ada Lovelace' }] }),
});

let page: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

async function renderPage(path = '/alert/list/', viewer = testUser({ Admin: [] }), flags: Record<string, boolean> = { ALERT_REPORTS: true }) {
  const bootstrap = testBootstrap(viewer);
  page = await renderApp(<AlertReportListPage />, { bootstrap: { ...bootstrap, common: { ...bootstrap.common, feature_flags: flags } }, path });
  return page;
}
const toasts = () => selectToasts(page!.store.getState()).map((toast) => toast.text);
const listCalls = () => server.calls('GET', '/api/v1/report/');

describe('AlertReportListPage', () => {
  it('lists the alerts with their state, schedule, methods, owners and a switch, and filters them', async () => {
    await renderPage();
    await page!.waitFor(() => allByRole(document, 'row').find((r) => r.textContent?.includes('Failures')));
    const table = byRole(document, 'table', 'Alerts');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Last run', 'Name', 'Schedule', 'Notification method', 'Created by', 'Owners', 'Last modified', 'Active', 'Actions']);
    const [, failures, quiet] = allByRole(table, 'row');
    expect(failures!.textContent).toContain('Error');
    expect(failures!.textContent).toContain('At 09:00 AM');
    expect(failures!.textContent).toContain('Europe/Paris');
    expect(failures!.textContent).toContain('Email, Webhook');
    expect(failures!.querySelector('a')?.getAttribute('href')).toBe('/alert/1/log/');
    expect(quiet!.textContent).toContain('Not run yet');
    expect((byLabel(document, 'Active: Quiet') as HTMLInputElement).checked).toBe(false);
    expect(listCalls()[0]!.q).toMatchObject({ filters: [{ col: 'type', opr: 'eq', value: 'Alert' }], order_column: 'name', order_direction: 'asc' });

    await typeText(byLabel(document, 'Search'), 'fail');
    await page!.waitFor(() => listCalls().find((call) => JSON.stringify(call.q).includes('fail')));
    expect(listCalls().at(-1)!.q).toMatchObject({ filters: [{ col: 'type', opr: 'eq', value: 'Alert' }, { col: 'name', opr: 'ct', value: 'fail' }] });
  });

  it('shows the reports under /report/list/', async () => {
    await renderPage('/report/list/');
    await page!.waitFor(() => allByRole(document, 'row').find((r) => r.textContent?.includes('Daily births')));
    expect(byRole(document, 'tab', 'Reports').getAttribute('aria-selected')).toBe('true');
    expect(byRole(document, 'button', 'Report')).toBeTruthy();
  });

  it('toggles a schedule with "Report updated", and says so when the server refuses', async () => {
    let answer = 200;
    server.on('PUT /api/v1/report/:id', () => (answer === 200 ? { id: 2, result: { active: true } } : jsonResponse(answer, { message: 'Forbidden' })));
    await renderPage();
    await page!.waitFor(() => allByRole(document, 'row').find((r) => r.textContent?.includes('Quiet')));
    await click(byLabel(document, 'Active: Quiet'));
    await page!.settle();
    expect(server.calls('PUT', '/api/v1/report/2').map((call) => call.body)).toEqual([{ active: true }]);
    expect(toasts()).toEqual(['Report updated']);
    answer = 403;
    await click(byLabel(document, 'Active: Failures'));
    await page!.settle();
    expect(toasts()).toContain('We were unable to active or deactivate this report.');
  });

  it('deletes one with a confirmation, says when it could not, and deletes several at once', async () => {
    let fail = false;
    server.on('DELETE /api/v1/report/:id', () => (fail ? jsonResponse(422, { message: 'nope' }) : { message: 'OK' }));
    server.on('DELETE /api/v1/report/', () => ({ message: 'Deleted 2 report schedules' }));
    await renderPage();
    await page!.waitFor(() => allByRole(document, 'row').find((r) => r.textContent?.includes('Failures')));
    await click(byRole(document, 'button', 'Delete Failures'));
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await page!.settle();
    expect(server.calls('DELETE', '/api/v1/report/1')).toHaveLength(1);
    expect(toasts()).toEqual(['Deleted: Failures']);
    fail = true;
    await click(byRole(document, 'button', 'Delete Quiet'));
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await page!.settle();
    expect(toasts()).toContain('Your report could not be deleted');

    await click(byRole(document, 'button', 'Bulk select'));
    await click(byRole(document, 'button', 'Select all'));
    await click(byRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Delete'));
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await page!.settle();
    expect(server.calls('DELETE', '/api/v1/report/').map((call) => call.q)).toEqual([[1, 2]]);
  });

  it('offers reading only to a user who may not write schedules, and nothing when the feature is off', async () => {
    await renderPage('/alert/list/', testUser({ Gamma: [['can_read', 'ReportSchedule']] }));
    await page!.waitFor(() => allByRole(document, 'row').find((r) => r.textContent?.includes('Failures')));
    expect(allByRole(document, 'button', 'Alert')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Delete Failures')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Execution log of Failures')).toHaveLength(1);
    expect((byLabel(document, 'Active: Failures') as HTMLInputElement).disabled).toBe(true);
    await page!.unmount();
    page = undefined;
    const before = listCalls().length;
    await renderPage('/alert/list/', testUser({ Admin: [] }), {});
    expect(document.body.textContent).toContain('Alerts & Reports are turned off');
    expect(listCalls()).toHaveLength(before);
  });
});
