// @vitest-environment happy-dom
import { createElement } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Ajv } from 'ajv';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTesseraContainer, getContributions } from '@core/di/index.js';
import {
  FilterTypeContribution,
  applyExtraFormData,
  type AnyFilterTypeContribution,
  type ChartDataResponse,
  type ExtraFormData,
  type FilterComponentProps,
  type FilterComponentServices,
  type FilterState,
  type NativeFilterConfig,
  type QueryContext,
} from '@core/plugin-api/index.js';
import { createFilterTypeRegistry, type FilterTypeDescriptor } from '@core/registry/index.js';
import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { queryContextSchema } from '../../app/server/engine/chart-data/query-context-schema.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from '../api/test-app.js';

/**
 * One contract for every registered native filter type, over the birth_names example: it
 * registers (schema compiles, defaults valid, widgets known); its options query is a valid query
 * context that runs on the real chart-data API; its component renders the answer; and the value a
 * user picks from that answer, turned into extra form data, filters a real chart as it should.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const container = createTesseraContainer(WEB_PLUGINS, {});
const contributions = getContributions(container, FilterTypeContribution) as AnyFilterTypeContribution[];
const registry = createFilterTypeRegistry(contributions, { widgets: new Set(CONTROL_WIDGETS) });
const validateQueryContext = new Ajv({ strict: false, allErrors: true }).compile(queryContextSchema);

let t: TestApp;
let headers: Record<string, string>;
let datasetId: number;

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  datasetId = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  headers = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
}, 180_000);
afterAll(async () => t?.close());

/** The page's services, answered by the real API. */
const services: FilterComponentServices = {
  async resolveTimeRange(timeRange) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/time_range/?q=${encodeURIComponent(rison.encode(timeRange))}`, headers });
    if (response.statusCode !== 200) throw new Error(response.json().message ?? 'The time range could not be resolved');
    const [item] = response.json().result as Array<{ since: string | null; until: string | null; timeRange: string }>;
    return item!;
  },
};

async function chartData(context: QueryContext): Promise<ChartDataResponse> {
  const valid = validateQueryContext(context);
  expect(valid ? [] : validateQueryContext.errors).toEqual([]);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: context as object });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as ChartDataResponse;
  expect(body.result.length).toBe(context.queries.length);
  return body;
}

/** A chart over birth_names: lowest births and row count per year (x-axis) and gender, monthly grain. */
function chartContext(): QueryContext {
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' }, 'gender'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'num' }, label: 'lowest' }, 'count'],
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1M' },
        orderby: [],
        row_limit: 10000,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

interface FilterSample {
  config: () => NativeFilterConfig;
  /** What a user would pick from the options query's answer (undefined for types without one). */
  pick: (data: ChartDataResponse | undefined) => FilterState;
  /** What the filtered chart's rows must satisfy. */
  check: (rows: Array<Record<string, unknown>>) => void;
  /** Extra form data of other filters applied with it. */
  with?: ExtraFormData;
}

const config = (filterType: string, column?: string, controlValues: Record<string, unknown> = {}): NativeFilterConfig => ({
  id: `NATIVE_FILTER-${filterType}`,
  name: filterType,
  filterType,
  targets: [{ datasetId, ...(column ? { column: { name: column } } : {}) }],
  controlValues,
});
const rowsOf = (data: ChartDataResponse | undefined) => data?.result[0]?.data ?? [];
function expectYear2000(rows: Array<Record<string, unknown>>) {
  for (const row of rows) {
    expect(Number(row['ds'])).toBeGreaterThanOrEqual(Date.UTC(2000, 0, 1));
    expect(Number(row['ds'])).toBeLessThan(Date.UTC(2001, 0, 1));
  }
}

const SAMPLES: Record<string, FilterSample> = {
  filter_select: {
    config: () => config('filter_select', 'gender'),
    pick: (data) => {
      const values = rowsOf(data).map((row) => row['gender']);
      expect(values).toEqual(['boy', 'girl']);
      return { value: ['girl'], label: 'girl' };
    },
    check: (rows) => expect(new Set(rows.map((row) => row['gender']))).toEqual(new Set(['girl'])),
  },
  filter_range: {
    config: () => config('filter_range', 'num'),
    pick: (data) => {
      const [row] = rowsOf(data);
      expect(Number(row?.['min'])).toBeLessThan(Number(row?.['max']));
      return { value: [1000, null] };
    },
    check: (rows) => rows.forEach((row) => expect(Number(row['lowest'])).toBeGreaterThanOrEqual(1000)),
  },
  filter_time: {
    config: () => config('filter_time'),
    pick: () => ({ value: '2000-01-01 : 2001-01-01' }),
    check: (rows) => expectYear2000(rows),
  },
  filter_timecolumn: {
    config: () => config('filter_timecolumn'),
    pick: (data) => {
      const temporal = rowsOf(data).filter((row) => row['is_dttm'] === true).map((row) => row['column_name']);
      expect(temporal).toEqual(['ds']);
      return { value: ['ds'] };
    },
    // The time column decides which column the dashboard's time range applies to.
    with: { time_range: '2000-01-01 : 2001-01-01' },
    check: (rows) => expectYear2000(rows),
  },
  filter_timegrain: {
    config: () => config('filter_timegrain'),
    pick: (data) => {
      const durations = rowsOf(data).map((row) => row['duration']);
      expect(durations).toEqual(expect.arrayContaining(['P1D', 'P1W', 'P1M', 'P1Y']));
      return { value: ['P1W'] };
    },
    // Years start on any weekday; truncated to weeks they all fall on a Monday.
    check: (rows) => rows.forEach((row) => expect(new Date(Number(row['ds'])).getUTCDay()).toBe(1)),
  },
};

async function render(filterType: FilterTypeDescriptor, props: FilterComponentProps) {
  const { default: Component } = (await filterType.loadComponent()) as { default: (props: FilterComponentProps) => unknown };
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  await act(async () => {
    root.render(createElement(Component as never, props));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  window.removeEventListener('error', onError);
  const html = host.innerHTML;
  await act(async () => root.unmount());
  host.remove();
  return { html, errors };
}

describe('native filter conformance', () => {
  it('registers every filter type of the web plugins', () => {
    expect([...registry.keys()].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const contribution of contributions) {
    describe(contribution.key, () => {
      const filterType = () => registry.require(contribution.key);

      it('loads its options, renders them, and filters a real chart with the picked value', async () => {
        const sample = SAMPLES[contribution.key];
        expect(sample, `no conformance sample for ${contribution.key}`).toBeDefined();
        const filterConfig = { ...sample!.config(), controlValues: { ...filterType().defaults } };
        const data = filterType().needsQuery === false ? undefined : await chartData(filterType().buildQuery(filterConfig, {}));
        if (filterType().needsQuery !== false) expect(data!.result[0]!.rowcount).toBeGreaterThan(0);

        const filterState = sample!.pick(data);
        const { html, errors } = await render(filterType(), {
          filter: filterConfig,
          data,
          loading: false,
          filterState,
          setFilterState: () => undefined,
          orientation: 'vertical',
          width: 260,
          inputId: `filter-${contribution.key}`,
          required: false,
          mode: 'bar',
          services,
        });
        expect(errors).toEqual([]);
        expect(html).toContain(`data-filter-type="${contribution.key}"`);
        expect(html).toContain(`id="filter-${contribution.key}"`);

        const extraFormData = filterType().toExtraFormData(filterState, filterConfig);
        expect(Object.keys(extraFormData).length).toBeGreaterThan(0);
        const filtered = await chartData(applyExtraFormData(chartContext(), { ...sample!.with, ...extraFormData }));
        const rows = rowsOf(filtered);
        expect(rows.length).toBeGreaterThan(0);
        sample!.check(rows);
      });
    });
  }

  describe('filter_select options', () => {
    const select = () => registry.require('filter_select');
    const defaults = () => ({ ...select().defaults });

    it('narrows its options by a parent filter’s value (cascading)', async () => {
      const names = { ...config('filter_select', 'name'), controlValues: defaults() };
      const parent: ExtraFormData = { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] };
      const all = rowsOf(await chartData(select().buildQuery(names, {}))).map((row) => row['name']);
      const girls = rowsOf(await chartData(applyExtraFormData(select().buildQuery(names, { extraFormData: parent }), parent))).map((row) => row['name']);
      expect(girls.length).toBeGreaterThan(0);
      expect(girls.length).toBeLessThan(all.length);
      expect(girls).toContain('Mary');
      expect(girls).not.toContain('James');
    });

    it('searches the whole column on the server, case-insensitively', async () => {
      const names = { ...config('filter_select', 'name', { ...defaults(), searchAllOptions: true }) };
      const found = rowsOf(await chartData(select().buildQuery(names, { search: 'jo' }))).map((row) => String(row['name']));
      expect(found.length).toBeGreaterThan(0);
      for (const name of found) expect(name.toLowerCase()).toContain('jo');
    });

    it('sorts by the sort metric, descending when asked', async () => {
      const states = { ...config('filter_select', 'state', { ...defaults(), sortAscending: false }), sortMetric: 'sum__num' };
      const rows = rowsOf(await chartData(select().buildQuery(states, {})));
      const births = rows.map((row) => Number(row['sum__num']));
      expect(births.length).toBeGreaterThan(1);
      expect(births).toEqual([...births].sort((a, b) => b - a));
    });

    it('applies its pre-filters to the options', async () => {
      const states = { ...config('filter_select', 'state'), controlValues: defaults(), adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] }] };
      expect(rowsOf(await chartData(select().buildQuery(states, {}))).map((row) => row['state'])).toEqual(['CA', 'NY']);
    });
  });
});
