import { describe, expectTypeOf, it } from 'vitest';
import type { Container } from 'inversify';
import { getContributions } from '../di/get-contributions.js';
import { UNKNOWN_ENGINE_DIALECTS } from '../query/adhoc-sql-guard/index.js';
import {
  ContainerModule,
  DatabaseEngineContribution,
  HookContribution,
  MenuActionContribution,
  VizContribution,
  defineDatabaseEngine,
  defineFilterType,
  defineHookContribution,
  defineMenuAction,
  definePlugin,
  defineViz,
  type AnyVizContribution,
  type LazyVizContribution,
  type ChartDataResponse,
  type MenuActionContext,
  type MenuActionHost,
  type ExtraFormData,
  type QueryContext,
  type QueryFormData,
  type TesseraHooks,
  type VizBehavior,
} from './index.js';

interface PieFormData extends QueryFormData {
  metric: string;
  groupby: string[];
}
interface BarFormData extends QueryFormData {
  x_axis: string;
}
interface PieProps {
  slices: Array<{ name: string; value: number }>;
}

const queryContext: QueryContext = { datasource: { id: 1, type: 'table' }, queries: [{ metrics: ['count'] }] };
const metadata = {
  key: 'pie',
  version: '1.0.0',
  name: 'Pie Chart',
  description: 'Parts of a whole.',
  category: 'Part of a Whole',
  tags: ['Categorical'],
  behaviors: ['interactive-chart'] as VizBehavior[],
  formDataSchema: { type: 'object' as const, properties: { metric: { type: 'string' as const } } },
  uiSchema: { metric: { 'ui:widget': 'MetricSelect' } },
  loadComponent: async () => ({ default: 'PieChart' as const }),
};

describe('defineViz', () => {
  it('types buildQuery, transformProps and migrate with the plugin’s form data and props', () => {
    const pie = defineViz<PieFormData, PieProps, 'PieChart'>({
      ...metadata,
      buildQuery: (formData) => {
        expectTypeOf(formData).toEqualTypeOf<PieFormData>();
        return queryContext;
      },
      transformProps: (response, formData) => {
        expectTypeOf(response).toEqualTypeOf<ChartDataResponse>();
        expectTypeOf(formData.groupby).toEqualTypeOf<string[]>();
        return { slices: [] };
      },
      migrate: (old) => ({ ...old, metric: 'count', groupby: [] }),
    });
    expectTypeOf(pie.buildQuery).parameter(0).toEqualTypeOf<PieFormData>();
    expectTypeOf(pie.transformProps).returns.toEqualTypeOf<PieProps>();
    expectTypeOf(pie.loadComponent).returns.resolves.toEqualTypeOf<{ default: 'PieChart' }>();
    expectTypeOf(pie).toMatchTypeOf<AnyVizContribution>();
  });

  it('infers the form data from an annotated buildQuery', () => {
    const bar = defineViz({ ...metadata, buildQuery: (_formData: BarFormData) => queryContext, transformProps: () => 1 });
    expectTypeOf(bar.transformProps).parameter(1).toEqualTypeOf<BarFormData>();
  });

  it('rejects a buildQuery taking another plugin’s form data', () => {
    defineViz<PieFormData, PieProps>({
      ...metadata,
      // @ts-expect-error BarFormData is not PieFormData
      buildQuery: (_formData: BarFormData) => queryContext,
      transformProps: () => ({ slices: [] }),
    });
  });

  it('rejects a transformProps that does not return the chart props', () => {
    defineViz<PieFormData, PieProps>({
      ...metadata,
      buildQuery: () => queryContext,
      // @ts-expect-error { total } is not PieProps
      transformProps: () => ({ total: 3 }),
    });
  });

  it('rejects a buildQuery that does not return a query context', () => {
    defineViz<PieFormData, PieProps>({
      ...metadata,
      // @ts-expect-error a query context needs a datasource and queries
      buildQuery: () => ({ queries: [] }),
      transformProps: () => ({ slices: [] }),
    });
  });

  it('rejects a behaviour outside the union', () => {
    defineViz<PieFormData, PieProps>({
      ...metadata,
      // @ts-expect-error 'cross-filter' is not a VizBehavior
      behaviors: ['cross-filter'],
      buildQuery: () => queryContext,
      transformProps: () => ({ slices: [] }),
    });
  });
});

describe('defineFilterType', () => {
  it('types the config and the filter state, and requires ExtraFormData back', () => {
    const select = defineFilterType<{ inverseSelection: boolean }, string[]>({
      key: 'filter_select',
      name: 'Value',
      description: 'Pick values.',
      configSchema: { type: 'object' },
      uiSchema: {},
      buildQuery: (config) => {
        expectTypeOf(config.controlValues.inverseSelection).toEqualTypeOf<boolean>();
        return queryContext;
      },
      toExtraFormData: (state) => {
        expectTypeOf(state.value).toEqualTypeOf<string[] | null | undefined>();
        return {};
      },
      loadComponent: async () => ({ default: null }),
    });
    expectTypeOf(select.toExtraFormData).returns.toEqualTypeOf<ExtraFormData>();

    defineFilterType({
      key: 'filter_range',
      name: 'Range',
      description: 'Pick a range.',
      configSchema: { type: 'object' },
      uiSchema: {},
      buildQuery: () => queryContext,
      // @ts-expect-error 'between' is not a filter operator
      toExtraFormData: () => ({ filters: [{ col: 'x', op: 'between', val: 1 }] }),
      loadComponent: async () => ({ default: null }),
    });
  });
});

describe('defineMenuAction', () => {
  it('types the context and the lazily loaded run', () => {
    defineMenuAction({
      key: 'export-csv',
      label: 'Export to .CSV',
      placements: ['dashboard-chart', 'explore'],
      order: 1,
      isAvailable: (context) => {
        expectTypeOf(context).toEqualTypeOf<MenuActionContext>();
        return context.chart?.vizType !== 'big_number';
      },
      loadRun: async () => async (_context, host) => {
        expectTypeOf(host).toEqualTypeOf<MenuActionHost>();
        await host.chart?.exportData({ format: 'csv' });
      },
    });
  });

  it('rejects a wrong placement and a non-boolean availability', () => {
    defineMenuAction({
      key: 'x',
      label: 'X',
      // @ts-expect-error 'sidebar' is not a menu placement
      placements: ['sidebar'],
      order: 1,
      isAvailable: () => true,
      loadRun: async () => () => undefined,
    });
    defineMenuAction({
      key: 'y',
      label: 'Y',
      placements: ['explore'],
      order: 1,
      // @ts-expect-error isAvailable returns a boolean
      isAvailable: () => 'yes',
      loadRun: async () => () => undefined,
    });
  });
});

describe('defineHookContribution', () => {
  it('hands apply the typed hooks', () => {
    defineHookContribution({
      key: 'row-cap',
      apply(hooks) {
        expectTypeOf(hooks).toEqualTypeOf<TesseraHooks>();
        hooks.chartData?.queryObject.tap('row-cap', (query, context) => {
          expectTypeOf(context.datasource.id).toEqualTypeOf<number>();
          return { ...query, row_limit: 10 };
        });
        // @ts-expect-error a sql waterfall tap must return the SQL string
        hooks.sqlLab?.sql.tap('bad', () => 42);
      },
    });
  });

  it('rejects a contribution without apply', () => {
    // @ts-expect-error apply is required
    defineHookContribution({ key: 'no-apply', stage: 1 });
  });
});

describe('defineDatabaseEngine', () => {
  const engine = {
    engine: 'duckdb',
    engineName: 'DuckDB',
    uriSchemes: ['duckdb'],
    supportsCatalog: true,
    quoteIdentifier: (name: string) => `"${name}"`,
    formatLiteral: (value: unknown) => (value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`),
    timestampLiteral: (iso: string) => `TIMESTAMP '${iso.replace('T', ' ')}'`,
    placeholder: () => '?',
    genericType: () => 'string' as const,
    sqlDialect: UNKNOWN_ENGINE_DIALECTS[0]!,
    applyLimit: (sql: string, limit: number) => `SELECT * FROM (${sql}) AS limited LIMIT ${limit}`,
    sqlFormatterLanguage: 'sql',
    supportsCancel: true,
    createEngine: async () => {
      throw new Error('server only');
    },
  };

  it('accepts string templates for known grains', () => {
    defineDatabaseEngine({ ...engine, timeGrains: { P1D: "DATE_TRUNC('day', {col})", 'PT0.5H': '{col}' } });
  });

  it('rejects a non-string template and an unknown grain', () => {
    defineDatabaseEngine({
      ...engine,
      timeGrains: {
        // @ts-expect-error a template is a string
        P1D: 42,
      },
    });
    defineDatabaseEngine({
      ...engine,
      timeGrains: {
        // @ts-expect-error P2D is not a known grain
        P2D: '{col}',
      },
    });
  });
});

describe('tokens and plugins', () => {
  it('types what getContributions returns from the token', () => {
    const container = {} as Container;
    expectTypeOf(getContributions(container, VizContribution)).toEqualTypeOf<readonly (AnyVizContribution | LazyVizContribution)[]>();
    expectTypeOf(getContributions(container, MenuActionContribution)).toEqualTypeOf<readonly MenuActionContribution[]>();
    expectTypeOf(getContributions(container, DatabaseEngineContribution)).toEqualTypeOf<readonly DatabaseEngineContribution[]>();
    expectTypeOf(getContributions(container, HookContribution)).toEqualTypeOf<readonly HookContribution[]>();
    expectTypeOf(VizContribution).toMatchTypeOf<symbol>();
  });

  it('requires a module on a plugin', () => {
    definePlugin({ key: 'viz-pie', module: new ContainerModule(() => undefined) });
    // @ts-expect-error a plugin needs its ContainerModule
    definePlugin({ key: 'viz-pie' });
  });
});
