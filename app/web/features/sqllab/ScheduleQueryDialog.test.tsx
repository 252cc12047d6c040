// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import type { UserRoles } from '../../bootstrap/bootstrap-data';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { SqlLabPage } from './SqlLabPage';

// Monaco needs a real browser; the page is tested with the plain editor it falls back to.
vi.mock('./SqlEditor', async () => ({ SqlEditor: (await import('./PlainSqlEditor')).PlainSqlEditor }));

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
let reportAnswer: () => Response;

beforeEach(() => {
  localStorage.clear();
  reportAnswer = () => jsonResponse(201, { id: 12, result: {} });
  server = createFakeApiServer({
    'GET /api/v1/sqllab/': () => ({ result: { tab_state_ids: [], active_tab: null, databases: { 1: { id: 1, database_name: 'examples', expose_in_sqllab: true } }, queries: {} } }),
    'GET /api/v1/database/:id/schemas/': () => ({ result: ['main'] }),
    'GET /api/v1/database/:id/function_names/': () => ({ function_names: [] }),
    'POST /api/v1/saved_query/': () => jsonResponse(201, { id: 5, result: {} }),
    'POST /api/v1/report/': () => reportAnswer(),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function openSqlLab(roles: UserRoles = { Admin: [] }, flags: Record<string, boolean> = { ALERT_REPORTS: true }) {
  const bootstrap = testBootstrap(testUser(roles));
  rendered = await renderApp(null, { bootstrap: { ...bootstrap, common: { ...bootstrap.common, feature_flags: flags } }, path: '/sqllab/', routes: [{ path: '/sqllab/', Component: SqlLabPage }] });
  await rendered.waitFor(() => allByRole(rendered!.container, 'tab', 'Untitled query')[0]);
  return rendered;
}
const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => toast.text);
const dialog = () => byRole(document, 'dialog');

describe('Schedule in SQL Lab', () => {
  it('asks to save the query first, then schedules the saved query as a CSV report', async () => {
    const { container, waitFor } = await openSqlLab();
    await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT 1 AS one');
    await click(byRole(container, 'button', 'Schedule'));
    expect(dialog().textContent).toContain('Save this query first');
    await click(byRole(dialog(), 'button', 'Save query'));
    const saveDialog = byRole(document, 'dialog', 'Save query');
    await typeText(byLabel(saveDialog, 'Name'), 'Ones');
    await click(byRole(saveDialog, 'button', 'Save'));
    await waitFor(() => (toasts().includes('Your query was saved') ? true : null));
    await waitFor(() => (allByRole(document, 'dialog').length === 0 ? true : null));

    await click(byRole(container, 'button', 'Schedule'));
    expect((byLabel(dialog(), /^Name/) as HTMLInputElement).value).toBe('Ones schedule');
    await typeText(byLabel(dialog(), /^To/), 'not-an-address');
    await click(byRole(dialog(), 'button', 'Schedule'));
    expect(dialog().textContent).toContain('Not an email address: not-an-address');
    expect(server.calls('POST', '/api/v1/report/')).toHaveLength(0);

    await typeText(byLabel(dialog(), /^To/), 'team@example.com, lead@example.com');
    await click(byRole(dialog(), 'button', 'Schedule'));
    await waitFor(() => (toasts().includes('Your query has been scheduled') ? true : null));
    expect(server.calls('POST', '/api/v1/report/')[0]!.body).toMatchObject({
      type: 'Report',
      name: 'Ones schedule',
      saved_query: 5,
      report_format: 'CSV',
      crontab: '0 9 * * *',
      creation_method: 'alerts_reports',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com,lead@example.com' } }],
    });
  });

  it('says the query could not be scheduled, with the server’s reason under the field', async () => {
    reportAnswer = () => jsonResponse(422, { message: { name: ['Name must be unique'] } });
    const { container, waitFor } = await openSqlLab();
    await click(byRole(container, 'button', 'Save'));
    await typeText(byLabel(dialog(), 'Name'), 'Ones');
    await click(byRole(dialog(), 'button', 'Save'));
    await waitFor(() => (toasts().includes('Your query was saved') ? true : null));
    await waitFor(() => (allByRole(document, 'dialog').length === 0 ? true : null));
    await click(byRole(container, 'button', 'Schedule'));
    await click(byRole(dialog(), 'button', 'Schedule'));
    await waitFor(() => (toasts().includes('Your query could not be scheduled') ? true : null));
    expect(dialog().textContent).toContain('Name must be unique');
  });

  it('offers no Schedule without alerts and reports, or to a user who may not write them', async () => {
    const { container } = await openSqlLab({ Admin: [] }, {});
    expect(allByRole(container, 'button', 'Schedule')).toHaveLength(0);
    await rendered!.unmount();
    rendered = undefined;
    const second = await openSqlLab({ Gamma: [['can_sqllab', 'Superset'], ['can_read', 'ReportSchedule']] });
    expect(allByRole(second.container, 'button', 'Schedule')).toHaveLength(0);
  });
});
