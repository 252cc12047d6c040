// @vitest-environment happy-dom
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionPair } from '@core/plugin-api/index.js';
import { readRequestedQuery } from '@app/server/services/sqllab-requested-query.js';
import type { FormData } from '../../chart/chart-form-data';
import { byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { useKernel } from '../../kernel/kernel-context';
import { renderApp } from '../../test-support/render-app';
import { startExamplesApiServer, type ExamplesApiServer } from '../../test-support/examples-api-server';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import type { ExploreSlice } from './explore-api';
import { ExploreHeader } from './ExploreHeader';
import { useExploreChartActions } from './use-explore-chart-actions';

/** Explore's "Edit chart properties" and "Run in SQL Lab", against the real server. */

let server: ExamplesApiServer;
let chartId: number;
let formData: FormData;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
const NAME = 'Births by gender';

beforeAll(async () => {
  server = await startExamplesApiServer();
  const birthNames = await server.datasetId('birth_names');
  formData = { datasource: `${birthNames}__table`, viz_type: 'pie', groupby: ['gender'], metric: 'count', time_range: 'No filter', row_limit: 100 };
  const chart = await server.call('POST', '/api/v1/chart/', { slice_name: NAME, viz_type: 'pie', datasource_id: birthNames, datasource_type: 'table', params: JSON.stringify(formData) });
  expect(chart.statusCode, chart.body).toBe(201);
  chartId = chart.json().id;
}, 120_000);
afterAll(async () => server?.close());

beforeEach(() => vi.stubGlobal('fetch', server.fetch));
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Explore's header over a saved chart, with the host explore lends its menu. */
function ExploreHarness({ owned }: { owned: boolean }) {
  const { vizTypes } = useKernel();
  const viz = vizTypes.get('pie');
  const [slice, setSlice] = useState<ExploreSlice>({ slice_id: chartId, slice_name: NAME, owners: [] });
  const actions = useExploreChartActions({
    viz,
    formData,
    ownState: undefined,
    slice,
    chartName: slice.slice_name,
    urlParams: new URLSearchParams(`slice_id=${chartId}`),
    pollingDelayMs: 10,
    getChartElement: () => null,
    onPropertiesSaved: (saved) => setSlice((current) => ({ ...current, slice_name: saved.slice_name, owners: saved.owners })),
  });
  return (
    <>
      <ExploreHeader
        title={slice.slice_name}
        favorite={null}
        message={null}
        lastRun={null}
        canSave
        onSave={() => undefined}
        chart={{ id: chartId, sliceName: slice.slice_name, vizType: 'pie', formData, behaviors: viz?.behaviors ?? [], canRun: true, ownedByUser: owned }}
        menuHost={{ viewQuery: vi.fn(), viewResults: vi.fn(), exploreUrl: () => null, ...actions.host }}
      />
      {actions.dialogs}
    </>
  );
}

async function openMenu(pairs: PermissionPair[], owned = true) {
  rendered = await renderApp(<ExploreHarness owned={owned} />, { bootstrap: testBootstrap(testUser({ Alpha: pairs })) });
  await click(byRole(rendered.container, 'button', 'More actions'));
  return byRole(document, 'menu');
}

const menuLabels = (menu: HTMLElement) => [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
const title = () => rendered!.container.querySelector('[data-testid="explore-title"]')?.textContent;

describe("explore's Edit chart properties", () => {
  it('is offered to an owner with can_write on Chart, not to others', async () => {
    expect(menuLabels(await openMenu([['can_write', 'Chart']], false))).not.toContain('Edit chart properties');
    await rendered!.unmount();
    expect(menuLabels(await openMenu([['can_read', 'Chart']], true))).not.toContain('Edit chart properties');
    await rendered!.unmount();
    expect(menuLabels(await openMenu([['can_write', 'Chart']], true))[0]).toBe('Edit chart properties');
  });

  it('saves the new name with PUT /api/v1/chart/{id} and shows it in the title at once', async () => {
    const menu = await openMenu([['can_write', 'Chart']]);
    await click(byRole(menu, 'menuitem', 'Edit chart properties'));
    const dialog = await rendered!.waitFor(() => document.querySelector<HTMLElement>('[data-testid="chart-properties-dialog"]'));
    const name = await rendered!.waitFor(() => dialog.querySelector<HTMLInputElement>('input[required]'), 10_000);
    expect(name.value).toBe(NAME);
    await typeText(byLabel(dialog, 'Certified by'), 'Data team');
    await typeText(name, 'Births by gender, certified');
    await click(byRole(dialog, 'button', 'Save'));
    await rendered!.waitFor(() => (title() === 'Births by gender, certified' ? true : null), 10_000);
    expect(server.requests).toContain(`PUT /api/v1/chart/${chartId}`);
    const stored = (await server.call('GET', `/api/v1/chart/${chartId}`)).json().result;
    expect({ name: stored.slice_name, certifiedBy: stored.certified_by }).toEqual({ name: 'Births by gender, certified', certifiedBy: 'Data team' });
    await rendered!.waitFor(() => (document.querySelector('[data-testid="chart-properties-dialog"]') ? null : true));
  });

  it('shows a refused save in the dialog, in its words, and changes nothing', async () => {
    const before = (await server.call('GET', `/api/v1/chart/${chartId}`)).json().result.slice_name;
    // The server refuses the owners as its owner check does (422, Superset's field-message shape).
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'PUT' && new URL(request.url).pathname === `/api/v1/chart/${chartId}`) {
        return new Response(JSON.stringify({ message: { owners: ['Owners are invalid'] } }), { status: 422, headers: { 'Content-Type': 'application/json' } });
      }
      return server.fetch(input, init);
    });
    const menu = await openMenu([['can_write', 'Chart']]);
    await click(byRole(menu, 'menuitem', 'Edit chart properties'));
    const dialog = await rendered!.waitFor(() => document.querySelector<HTMLElement>('[data-testid="chart-properties-dialog"]'));
    const name = await rendered!.waitFor(() => dialog.querySelector<HTMLInputElement>('input[required]'), 10_000);

    // A name longer than the server stores is refused before sending.
    await typeText(name, 'x'.repeat(251));
    expect(byRole(dialog, 'button', 'Save').hasAttribute('disabled')).toBe(true);
    expect(dialog.textContent).toContain('At most 250 characters.');

    await typeText(name, 'Renamed');
    await click(byRole(dialog, 'button', 'Save'));
    const alert = await rendered!.waitFor(() => dialog.querySelector('[role="alert"]'), 10_000);
    expect(alert.textContent).toBe('Owners are invalid');
    expect(title()).toBe(NAME);
    expect(document.querySelector('[data-testid="chart-properties-dialog"]')).not.toBeNull();
    expect((await server.call('GET', `/api/v1/chart/${chartId}`)).json().result.slice_name).toBe(before);
  });
});

describe("explore's Run in SQL Lab", () => {
  it('needs can_sqllab', async () => {
    expect(menuLabels(await openMenu([['can_write', 'Chart']]))).not.toContain('Run in SQL Lab');
  });

  it('posts the chart’s compiled SQL and datasource to SQL Lab in a new tab', async () => {
    const posted: Array<{ action: string; target: string; method: string; fields: Record<string, string> }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
      posted.push({ action: new URL(this.action, 'http://tessera').pathname, target: this.target, method: this.method.toLowerCase(), fields });
    });
    const menu = await openMenu([['can_sqllab', 'Superset']]);
    await click(byRole(menu, 'menuitem', 'Run in SQL Lab'));
    await rendered!.waitFor(() => (posted.length > 0 ? true : null), 10_000);
    const [form] = posted;
    expect({ action: form!.action, target: form!.target, method: form!.method }).toEqual({ action: '/sqllab/', target: '_blank', method: 'post' });
    expect(form!.fields['csrf_token']).toBeTruthy();
    const request = JSON.parse(form!.fields['form_data']!) as { datasourceKey: string; sql: string };
    expect(request.datasourceKey).toBe(formData.datasource);
    expect(request.sql).toMatch(/SELECT/i);
    expect(request.sql).toMatch(/GROUP BY/i);
    expect(request.sql).toContain('gender');
    // What was posted is what SQL Lab's page reads from the form.
    expect(readRequestedQuery(form!.fields)).toEqual({ datasourceKey: formData.datasource, sql: request.sql });
    expect(document.querySelector('form[action$="/sqllab/"]')).toBeNull();
  });
});

describe("explore's Copy permalink", () => {
  it('copies the whole URL the server answers, once, and the permalink opens the chart’s form data', async () => {
    const copied: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => {
      copied.push(text);
    });
    await openMenu([['can_share_chart', 'Superset']]);
    const share = document.querySelector<HTMLElement>('[data-submenu="Share"]')!;
    await click(share);
    await click(await rendered!.waitFor(() => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((item) => item.textContent === 'Copy permalink to clipboard')));
    const [url] = await rendered!.waitFor(() => (copied.length > 0 ? copied : null), 10_000);
    expect(copied).toHaveLength(1);
    // Not a path with the page's address added by the browser: the server's URL as it is.
    expect(url).toMatch(/^http:\/\/localhost\/explore\/p\/[A-Za-z0-9_-]{22}\/$/);
    const key = url!.split('/').at(-2)!;
    const stored = (await server.call('GET', `/api/v1/explore/permalink/${key}`)).json();
    expect(stored.state.formData).toEqual(formData);
    // `slice_id` is the chart's own, kept in the form data, not repeated among the URL parameters.
    expect(stored.state.urlParams).toEqual([]);
  });
});
