// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryContext, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { allByRole, byRole, click } from '../../../components/list-view/test-support/dom-queries';
import { getTestKernel, renderApp } from '../../../test-support/render-app';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { openFormData } from '../../../chart/chart-form-data';
import { buildQueryContext } from '../../../chart/build-query-context';
import { DrillDetailModal } from './DrillDetailModal';
import { startExamplesApiServer, type ExamplesApiServer } from '../../../test-support/examples-api-server';

let server: ExamplesApiServer;
let birthNames: number;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

/** A pie of births by gender in California and New York, as a dashboard runs it. */
function pieContext(extra: Record<string, unknown> = {}): QueryContext {
  const viz = getTestKernel().vizTypes.get('pie')!;
  const formData = openFormData(
    viz,
    {
      slice_id: 12,
      groupby: ['gender'],
      metric: 'count',
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] }],
      time_range: 'No filter',
      ...extra,
    },
    `${birthNames}__table`,
  );
  return buildQueryContext(viz, formData);
}

/** The number of birth_names rows matching `filters`, counted by the server. */
async function countRows(filters: QueryObjectFilterClause[]): Promise<number> {
  const response = await server.call('POST', '/api/v1/chart/data', { datasource: { id: birthNames, type: 'table' }, queries: [{ metrics: ['count'], filters }] });
  return Number(response.json().result[0].data[0].count);
}

const CA_NY: QueryObjectFilterClause = { col: 'state', op: 'IN', val: ['CA', 'NY'] };
const GIRL: QueryObjectFilterClause = { col: 'gender', op: '==', val: 'girl' };
const numberText = (count: number) => new Intl.NumberFormat('en-US').format(count);

async function openModal(props: { chartContext: QueryContext; initialFilters?: QueryObjectFilterClause[] }) {
  rendered = await renderApp(
    <DrillDetailModal
      chartName="Births by gender"
      chartContext={props.chartContext}
      initialFilters={props.initialFilters ?? []}
      dashboardId={9}
      pollingDelayMs={10}
      onClose={() => undefined}
    />,
    { bootstrap: testBootstrap(testUser({ Admin: [] })) },
  );
  return document.querySelector<HTMLElement>('[data-testid="drill-detail-modal"]')!;
}

const rowCount = () => document.querySelector('[data-testid="drill-detail-row-count"]')?.textContent ?? null;
const grid = () => byRole(document, 'grid', 'Rows of Births by gender');
const headers = () => allByRole(grid(), 'columnheader').map((header) => header.textContent);
/** The texts of one column in the rows on screen. */
const columnTexts = (name: string) => {
  const index = headers().indexOf(name) + 1;
  return allByRole(grid(), 'row')
    .slice(1)
    .map((row) => row.querySelector(`[role="gridcell"][aria-colindex="${index}"]`)?.textContent ?? '');
};
const chartDataRequests = () => server.requests.filter((request) => request === 'POST /api/v1/chart/data').length;

beforeAll(async () => {
  server = await startExamplesApiServer();
  birthNames = await server.datasetId('birth_names');
}, 120_000);
afterAll(async () => server?.close());

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('DrillDetailModal against the server', () => {
  it('shows the rows behind the chart: title, total row count, every column, fifty rows a page', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const modal = await openModal({ chartContext: pieContext() });
    expect(byRole(modal, 'dialog').getAttribute('aria-labelledby')).toBeTruthy();
    expect(modal.textContent).toContain('Drill to detail: Births by gender');
    const total = await countRows([CA_NY]);
    await rendered!.waitFor(rowCount);
    expect(rowCount()).toBe(`${numberText(total)} rows`);
    expect(headers()).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num', 'state']));
    expect(headers()).not.toContain('count');
    expect(grid().getAttribute('aria-rowcount')).toBe('51');
    expect(columnTexts('state').length).toBeGreaterThan(0);
    expect(columnTexts('state').every((state) => state === 'CA' || state === 'NY')).toBe(true);
    expect(modal.textContent).toContain(`1–50 of ${numberText(total)}`);
  });

  it('pages forward and back; a page seen before is not asked for again', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const modal = await openModal({ chartContext: pieContext() });
    await rendered!.waitFor(rowCount);
    const firstPage = columnTexts('name').join('|');
    const before = chartDataRequests();
    await click(byRole(modal, 'button', 'Go to next page'));
    await rendered!.waitFor(() => (modal.textContent?.includes('51–100 of') && columnTexts('name').join('|') !== firstPage ? true : null));
    expect(chartDataRequests()).toBe(before + 1);
    await click(byRole(modal, 'button', 'Go to previous page'));
    await rendered!.waitFor(() => (modal.textContent?.includes('1–50 of') ? true : null));
    expect(columnTexts('name').join('|')).toBe(firstPage);
    expect(chartDataRequests()).toBe(before + 1);
  });

  it("adds a mark's filters as chips; removing one queries again from the first page", async () => {
    vi.stubGlobal('fetch', server.fetch);
    const modal = await openModal({ chartContext: pieContext(), initialFilters: [GIRL] });
    const girls = await countRows([CA_NY, GIRL]);
    const everyone = await countRows([CA_NY]);
    await rendered!.waitFor(rowCount);
    expect(rowCount()).toBe(`${numberText(girls)} rows`);
    expect(new Set(columnTexts('gender'))).toEqual(new Set(['girl']));
    const chip = byRole(modal, 'listitem');
    expect(chip.textContent).toBe('gender = girl');
    await click(byRole(modal, 'button', 'Go to next page'));
    await rendered!.waitFor(() => (modal.textContent?.includes('51–100 of') ? true : null));

    await act(async () => {
      chip.querySelector('.MuiChip-deleteIcon')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await rendered!.waitFor(() => (rowCount() === `${numberText(everyone)} rows` ? true : null));
    expect(allByRole(modal, 'listitem')).toEqual([]);
    expect(modal.textContent).toContain(`1–50 of ${numberText(everyone)}`);
    expect(columnTexts('gender')).toContain('boy');
  });

  it('sorts the page by a column from its header', async () => {
    vi.stubGlobal('fetch', server.fetch);
    await openModal({ chartContext: pieContext() });
    await rendered!.waitFor(rowCount);
    const numHeader = allByRole(grid(), 'columnheader').find((header) => header.textContent === 'num')!;
    await click(numHeader.querySelector('button')!);
    expect(numHeader.getAttribute('aria-sort')).toBe('ascending');
    const values = columnTexts('num').map(Number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('shows a spinner until the first page arrives', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return server.fetch(input, init);
    });
    const modal = await openModal({ chartContext: pieContext() });
    await rendered!.settle();
    expect(byRole(modal, 'progressbar', 'Loading rows')).toBeTruthy();
    expect(rowCount()).toBeNull();
    release();
    await rendered!.waitFor(rowCount);
    expect(allByRole(modal, 'progressbar', 'Loading rows')).toEqual([]);
  });

  it("shows the server's error message when the query fails", async () => {
    vi.stubGlobal('fetch', server.fetch);
    const missing = { ...pieContext(), datasource: { id: 999_999, type: 'table' as const } };
    const modal = await openModal({ chartContext: missing });
    const alert = await rendered!.waitFor(() => allByRole(modal, 'alert')[0]);
    expect(alert.textContent).toBe('The dataset could not be found.');
    expect(rowCount()).toBeNull();
    expect(allByRole(modal, 'grid')).toEqual([]);
  });
});
