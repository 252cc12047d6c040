import { describe, expect, it, vi } from 'vitest';
import { VIZ_LOADED_FIELDS, defineControlSection, defineViz, lazyViz, type AnyVizContribution, type JsonSchema, type QueryFormData, type VizSummary } from '../plugin-api/index.js';
import { createVizRegistry } from './create-viz-registry.js';
import { withControlSections } from './with-control-sections.js';
import { createControlSectionRegistry } from './create-control-section-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';
import type { SchemaCompiler } from './schema-compiler.js';

interface PieFormData extends QueryFormData {
  metric?: string;
  groupby: string[];
  row_limit: number;
  legend: { show: boolean; orientation: string };
}

const widgets = new Set(['MetricSelect', 'ColumnSelect', 'RowLimitSelect', 'CheckboxWidget']);

function pieViz(overrides: Partial<AnyVizContribution> = {}): AnyVizContribution {
  return {
    ...defineViz<PieFormData, { total: number }>({
      key: 'pie',
      version: '1.0.0',
      name: 'Pie Chart',
      description: 'Parts of a whole.',
      category: 'Part of a Whole',
      tags: ['Categorical'],
      behaviors: ['interactive-chart', 'drill-to-detail'],
      formDataSchema: {
        type: 'object',
        required: ['metric'],
        properties: {
          metric: { type: 'string' },
          groupby: { type: 'array', items: { type: 'string' }, default: [] },
          row_limit: { type: 'integer', minimum: 1, default: 100 },
          legend: {
            type: 'object',
            properties: { show: { type: 'boolean', default: true }, orientation: { enum: ['top', 'left'], default: 'top' } },
          },
        },
      },
      uiSchema: {
        'ui:order': ['metric', 'groupby', '*'],
        'ui:sections': [{ key: 'query', label: 'Query', controls: ['metric', 'groupby', 'row_limit'] }],
        metric: { 'ui:widget': 'MetricSelect' },
        groupby: { 'ui:widget': 'ColumnSelect' },
        legend: { show: { 'ui:widget': 'CheckboxWidget' } },
      },
      buildQuery: (formData) => ({
        datasource: { id: 1, type: 'table' },
        queries: [{ columns: formData.groupby, metrics: formData.metric ? [formData.metric] : [], row_limit: formData.row_limit }],
      }),
      transformProps: (response) => ({ total: response.result[0]?.rowcount ?? 0 }),
      loadComponent: async () => ({ default: 'PieChart' }),
    }),
    ...overrides,
  } as AnyVizContribution;
}

/** The problems a registry reports for the given contributions. */
function problemsOf(contributions: unknown[], options: Partial<Parameters<typeof createVizRegistry>[1]> = {}): string[] {
  try {
    createVizRegistry(contributions as AnyVizContribution[], { widgets, ...options });
  } catch (error) {
    if (error instanceof RegistryValidationError) return error.problems.map((p) => `${p.key}${p.plugin ? `@${p.plugin}` : ''}: ${p.problem}`);
    throw error;
  }
  return [];
}

describe('createVizRegistry', () => {
  it('registers a valid viz with the defaults of its schema, frozen', () => {
    const registry = createVizRegistry([pieViz(), pieViz({ key: 'big_number_total', name: 'Big Number' })], { widgets });
    const pie = registry.require('pie');
    expect([...registry.keys()]).toEqual(['pie', 'big_number_total']);
    expect(pie.defaults).toEqual({ groupby: [], row_limit: 100, legend: { show: true, orientation: 'top' } });
    expect(Object.isFrozen(pie)).toBe(true);
    expect(Object.isFrozen(pie.defaults.legend)).toBe(true);
    expect(Object.isFrozen(pie.formDataSchema.properties)).toBe(true);
    expect(() => registry.require('pie_v2')).toThrow("Unknown viz type 'pie_v2'");
    expect('set' in registry).toBe(false);
    expect(Object.isFrozen(registry)).toBe(true);
  });

  it('reports a duplicate key naming both contributions', () => {
    const problems = problemsOf([pieViz(), pieViz({ name: 'Pie v2' })]);
    expect(problems).toEqual(['pie: duplicate key \'pie\': contributed by contribution #1 "Pie Chart" and by contribution #2 "Pie v2"']);
  });

  it('names the plugins of duplicates when their origin is known', () => {
    const first = pieViz();
    const second = pieViz();
    const origins = new Map<unknown, string>([
      [first, 'viz-pie'],
      [second, 'viz-pie-legacy'],
    ]);
    const problems = problemsOf([first, second], { pluginOf: (c) => origins.get(c) });
    expect(problems).toEqual([
      'pie@viz-pie-legacy: duplicate key \'pie\': contributed by plugin viz-pie "Pie Chart" and by plugin viz-pie-legacy "Pie Chart"',
    ]);
  });

  it.each([
    ['Pie', "key 'Pie' does not match ^[a-z][a-z0-9_]*$"],
    ['echarts-timeseries', "key 'echarts-timeseries' does not match ^[a-z][a-z0-9_]*$"],
    ['2d_map', "key '2d_map' does not match ^[a-z][a-z0-9_]*$"],
  ])('rejects the key %s', (key, expected) => {
    expect(problemsOf([pieViz({ key })])).toEqual([`${key}: ${expected}`]);
  });

  it('accepts Superset-style keys', () => {
    const keys = ['echarts_timeseries_line', 'big_number_total', 'pivot_table_v2'];
    expect(problemsOf(keys.map((key) => pieViz({ key })))).toEqual([]);
  });

  it('rejects an unknown behaviour and missing metadata', () => {
    const broken = pieViz({ behaviors: ['cross-filter'] as never, name: '', loadComponent: undefined as never });
    expect(problemsOf([broken])).toEqual([
      'pie: name must be a non-empty string',
      'pie: behaviors: \'cross-filter\' is not one of interactive-chart, drill-to-detail, drill-by, native-filter',
      'pie: loadComponent must be a function',
    ]);
  });

  it('rejects a schema that does not compile', () => {
    const problems = problemsOf([pieViz({ formDataSchema: { type: 'object', properties: { row_limit: { type: 'integr' } } } as never, uiSchema: {} })]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^pie: formDataSchema does not compile: .*type/);
  });

  it('rejects a schema holding a function', () => {
    const schema = { type: 'object', properties: { row_limit: { type: 'integer', default: () => 10 } } };
    expect(problemsOf([pieViz({ formDataSchema: schema as never, uiSchema: {} })])).toEqual([
      'pie: formDataSchema must be pure JSON; found a function at /properties/row_limit/default',
    ]);
  });

  it('rejects defaults that contradict their own schema', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        row_limit: { type: 'integer', minimum: 1, default: 0 },
        orientation: { enum: ['top', 'left'], default: 'bottom' },
      },
    };
    expect(problemsOf([pieViz({ formDataSchema: schema, uiSchema: {} })])).toEqual([
      'pie: default at /row_limit does not satisfy formDataSchema: must be >= 1',
      'pie: default at /orientation does not satisfy formDataSchema: must be equal to one of the allowed values',
    ]);
  });

  it('rejects a schema that forbids the datasource and viz_type every form data carries', () => {
    const schema: JsonSchema = { type: 'object', additionalProperties: false, properties: { row_limit: { type: 'integer', default: 10 } } };
    const problems = problemsOf([pieViz({ formDataSchema: schema, uiSchema: {} })]);
    expect(problems).toEqual([
      "pie: default at / does not satisfy formDataSchema: must NOT have additional properties ('datasource')",
      "pie: default at / does not satisfy formDataSchema: must NOT have additional properties ('viz_type')",
    ]);
  });

  it('rejects every unregistered ui:widget, however deep', () => {
    const uiSchema = { metric: { 'ui:widget': 'FancyMetric' }, legend: { show: { 'ui:widget': 'Toggle' } } };
    expect(problemsOf([pieViz({ uiSchema })])).toEqual([
      "pie: uiSchema /metric/ui:widget uses unregistered widget 'FancyMetric'",
      "pie: uiSchema /legend/show/ui:widget uses unregistered widget 'Toggle'",
    ]);
  });

  it('rejects ui:order and ui:sections entries that are not schema properties', () => {
    const uiSchema = {
      'ui:order': ['metric', 'metrics', '*'],
      'ui:sections': [{ key: 'query', label: 'Query', controls: ['metric', 'groupbyy'] }],
    };
    expect(problemsOf([pieViz({ uiSchema })])).toEqual([
      "pie: uiSchema ui:order lists 'metrics', which is not a schema property",
      "pie: uiSchema section 'query' lists 'groupbyy', which is not a schema property",
    ]);
  });

  it('accepts controls that only exist in a conditional branch', () => {
    const formDataSchema: JsonSchema = {
      type: 'object',
      properties: { show_legend: { type: 'boolean', default: false } },
      if: { properties: { show_legend: { const: true } } },
      then: { properties: { legend_orientation: { enum: ['top', 'left'] } } },
    };
    const uiSchema = { 'ui:order': ['show_legend', 'legend_orientation'] };
    expect(problemsOf([pieViz({ formDataSchema, uiSchema })])).toEqual([]);
  });

  it('rejects a uiSchema holding a closure', () => {
    const uiSchema = { metric: { 'ui:widget': 'MetricSelect', 'ui:options': { visible: () => true } } };
    expect(problemsOf([pieViz({ uiSchema: uiSchema as never })])).toEqual([
      'pie: uiSchema must be pure JSON; found a function at /metric/ui:options/visible',
    ]);
  });

  it('rejects a buildQuery that throws on the defaults', () => {
    const buildQuery = (formData: QueryFormData) => {
      if (!formData.metric) throw new Error('metric is required');
      return { datasource: { id: 1, type: 'table' as const }, queries: [] };
    };
    expect(problemsOf([pieViz({ buildQuery })])).toEqual(['pie: buildQuery(defaults) threw: metric is required']);
  });

  it('rejects a buildQuery that mutates its form data', () => {
    const buildQuery = (formData: QueryFormData) => {
      (formData.groupby as string[]).push('gender');
      return { datasource: { id: 1, type: 'table' as const }, queries: [] };
    };
    expect(problemsOf([pieViz({ buildQuery })])).toEqual([expect.stringMatching(/^pie: buildQuery\(defaults\) threw: .*(read.only|not extensible|frozen)/i)]);
  });

  it('rejects a buildQuery that does not return a query context', () => {
    expect(problemsOf([pieViz({ buildQuery: (() => ({ query: {} })) as never })])).toEqual([
      'pie: buildQuery(defaults) must return a QueryContext (an object with a queries array)',
    ]);
    expect(problemsOf([pieViz({ buildQuery: (async () => ({ queries: [] })) as never })])).toEqual([
      'pie: buildQuery must be synchronous, it returned a Promise',
    ]);
  });

  it('probes buildQuery with the viz key and a datasource', () => {
    let seen: QueryFormData | undefined;
    createVizRegistry([pieViz({ buildQuery: (formData) => ((seen = formData), { datasource: { id: 1, type: 'table' }, queries: [] }) })], { widgets });
    expect(seen).toMatchObject({ viz_type: 'pie', datasource: '1__table', row_limit: 100 });
  });

  it('collects the problems of several contributions into one error', () => {
    const error = (() => {
      try {
        createVizRegistry([pieViz({ key: 'Bad' }), pieViz({ key: 'table', uiSchema: { x: { 'ui:widget': 'Nope' } } })], { widgets });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(RegistryValidationError);
    const { message, problems } = error as RegistryValidationError;
    expect(problems.map((p) => p.key)).toEqual(['Bad', 'table']);
    expect(message).toContain('Invalid viz contributions (2 problems)');
    expect(message).toContain("viz 'table': uiSchema /x/ui:widget uses unregistered widget 'Nope'");
  });

  it('reports a contribution that is not an object by position', () => {
    expect(problemsOf([pieViz(), null])).toEqual(['#2: must be an object, got null']);
  });

  it('uses an injected schema compiler instead of ajv', () => {
    const compiled: unknown[] = [];
    const compiler: SchemaCompiler = {
      compile(schema) {
        compiled.push(schema);
        return () => [];
      },
    };
    const viz = pieViz();
    createVizRegistry([viz], { widgets, schemaCompiler: compiler });
    expect(compiled).toEqual([viz.formDataSchema]);
  });

  describe('legacy keys', () => {
    const bar = () => pieViz({ key: 'echarts_timeseries_bar', name: 'Bar Chart', legacyKeys: ['bar', 'dist_bar'] });

    it('resolves a legacy key to the viz type declaring it, and keeps get/has/keys to current keys', () => {
      const registry = createVizRegistry([pieViz(), bar()], { widgets });
      expect(registry.resolve('dist_bar')?.key).toBe('echarts_timeseries_bar');
      expect(registry.resolve('bar')?.key).toBe('echarts_timeseries_bar');
      expect(registry.resolve('pie')?.key).toBe('pie');
      expect(registry.requireResolved('dist_bar').key).toBe('echarts_timeseries_bar');
      expect(registry.get('dist_bar')).toBeUndefined();
      expect(registry.has('dist_bar')).toBe(false);
      expect([...registry.keys()]).toEqual(['pie', 'echarts_timeseries_bar']);
      expect(registry.isLegacyKey('dist_bar')).toBe(true);
      expect(registry.isLegacyKey('pie')).toBe(false);
      expect(registry.isLegacyKey('nvd3_line')).toBe(false);
      expect(registry.resolve('nvd3_line')).toBeUndefined();
      expect(registry.resolve(undefined)).toBeUndefined();
      expect(() => registry.requireResolved('nvd3_line')).toThrow("Unknown viz type 'nvd3_line'");
      expect(Object.isFrozen(registry.require('echarts_timeseries_bar').legacyKeys)).toBe(true);
      expect(Object.isFrozen(registry)).toBe(true);
    });

    it('opens a legacy chart as the type its declared redirect names for the stored field, without asking any migration', () => {
      const migrate = vi.fn((formData: QueryFormData) => ({ ...formData, viz_type: 'echarts_timeseries_line' }));
      const line = pieViz({
        key: 'echarts_timeseries_line',
        name: 'Line Chart',
        legacyKeys: ['line'],
        legacyRedirects: [{ legacyKey: 'line', field: 'line_interpolation', targets: { 'step-after': 'echarts_timeseries_step', broken: 'no_such_type' } }],
        migrate,
      });
      const step = pieViz({ key: 'echarts_timeseries_step', name: 'Stepped Line' });
      const registry = createVizRegistry([line, step], { widgets });
      expect(registry.resolve('line', { viz_type: 'line', line_interpolation: 'step-after' })?.key).toBe('echarts_timeseries_step');
      expect(registry.requireResolved('line', { line_interpolation: 'step-after' }).key).toBe('echarts_timeseries_step');
      expect(registry.resolve('line', { viz_type: 'line', line_interpolation: 'linear' })?.key).toBe('echarts_timeseries_line');
      // A value named by no target, a value that is not a string, or a field from the prototype keep the declaring type.
      expect(registry.resolve('line', { line_interpolation: ['step-after'] })?.key).toBe('echarts_timeseries_line');
      expect(registry.resolve('line', { line_interpolation: 'toString' })?.key).toBe('echarts_timeseries_line');
      // Without form data, or when the named type is not registered, the declaring type opens it.
      expect(registry.resolve('line')?.key).toBe('echarts_timeseries_line');
      expect(registry.resolve('line', { line_interpolation: 'broken' })?.key).toBe('echarts_timeseries_line');
      // A current key is never redirected.
      expect(registry.resolve('echarts_timeseries_line', { line_interpolation: 'step-after' })?.key).toBe('echarts_timeseries_line');
      expect(migrate).not.toHaveBeenCalled();
      expect(Object.isFrozen(registry.require('echarts_timeseries_line').legacyRedirects![0]!.targets)).toBe(true);
    });

    it('does not redirect a legacy key by what its migration answers, when nothing is declared', () => {
      const bar = pieViz({ key: 'echarts_timeseries_bar', name: 'Bar Chart', legacyKeys: ['bar'], migrate: (formData) => ({ ...formData, viz_type: 'pie' }) });
      expect(createVizRegistry([bar, pieViz()], { widgets }).resolve('bar', { viz_type: 'bar' })?.key).toBe('echarts_timeseries_bar');
    });

    it('rejects redirects of keys the type does not declare, repeated ones, and targets that are not current keys', () => {
      const redirect = (overrides: Record<string, unknown>) => ({ legacyKey: 'line', field: 'line_interpolation', targets: { basis: 'echarts_timeseries_smooth' }, ...overrides });
      const line = (legacyRedirects: unknown) =>
        pieViz({ key: 'echarts_timeseries_line', name: 'Line Chart', legacyKeys: ['line'], legacyRedirects: legacyRedirects as AnyVizContribution['legacyRedirects'] });
      expect(problemsOf([line([redirect({})])])).toEqual([]);
      expect(problemsOf([line('line')])).toEqual(['echarts_timeseries_line: legacyRedirects must be an array']);
      expect(problemsOf([line([redirect({ legacyKey: 'bar' }), redirect({}), redirect({})])])).toEqual([
        "echarts_timeseries_line: legacyRedirects[0].legacyKey must be one of this viz type's legacyKeys",
        "echarts_timeseries_line: legacyRedirects[2].legacyKey: 'line' is redirected more than once",
      ]);
      expect(problemsOf([line([redirect({ field: ' ', targets: { a: 'Smooth Line', b: 'dist_bar' } })]), bar()])).toEqual([
        'echarts_timeseries_line: legacyRedirects[0].field must be a non-empty string',
        "echarts_timeseries_line: legacyRedirects[0].targets['a'] must be a viz key matching ^[a-z][a-z0-9_]*$",
        "echarts_timeseries_line: legacyRedirects[0].targets['b']: 'dist_bar' is a legacy key, not a current one",
      ]);
      expect(problemsOf([line([redirect({ targets: ['echarts_timeseries_smooth'] })])])).toEqual([
        'echarts_timeseries_line: legacyRedirects[0].targets must be an object of field values to viz keys',
      ]);
    });

    it('rejects legacy keys that are not keys, repeat, or are not a list of strings', () => {
      expect(problemsOf([pieViz({ legacyKeys: ['Dist-Bar', 'dist bar'] })])).toEqual([
        "pie: legacyKeys: 'Dist-Bar' does not match ^[a-z][a-z0-9_-]*$",
        "pie: legacyKeys: 'dist bar' does not match ^[a-z][a-z0-9_-]*$",
      ]);
      // Superset's hyphenated keys are legacy keys in good form.
      expect(problemsOf([pieViz({ legacyKeys: ['ag-grid-table'] })])).toEqual([]);
      expect(problemsOf([pieViz({ legacyKeys: ['bar', 'bar'] })])).toEqual(["pie: legacyKeys lists 'bar' more than once"]);
      expect(problemsOf([pieViz({ legacyKeys: 'bar' as unknown as string[] })])).toEqual(['pie: legacyKeys must be an array of strings']);
    });

    it("rejects a legacy key equal to a current key, the viz type's own included", () => {
      expect(problemsOf([pieViz({ legacyKeys: ['pie'] })])).toEqual(["pie: legacyKeys: 'pie' is this viz type's own key"]);
      expect(problemsOf([pieViz({ legacyKeys: ['echarts_timeseries_bar'] }), bar()])).toEqual([
        "pie: legacyKeys: 'echarts_timeseries_bar' is the current key of viz type 'echarts_timeseries_bar'",
      ]);
    });

    it('rejects a legacy key declared by two viz types, naming their plugins', () => {
      const first = bar();
      const second = pieViz({ legacyKeys: ['dist_bar'] });
      const origins = new Map<unknown, string>([
        [first, 'viz-timeseries'],
        [second, 'viz-pie'],
      ]);
      const expected = "legacyKeys: 'dist_bar' is declared by more than one viz type: 'echarts_timeseries_bar' (plugin viz-timeseries), 'pie' (plugin viz-pie)";
      expect(problemsOf([first, second], { pluginOf: (c) => origins.get(c) })).toEqual([`echarts_timeseries_bar@viz-timeseries: ${expected}`, `pie@viz-pie: ${expected}`]);
    });
  });

  describe('lazy viz types', () => {
    /** The pie's summary and a counted import of the rest, as a plugin binds it with `lazyViz`. */
    function lazyPie(full: AnyVizContribution = pieViz()) {
      const summary = Object.fromEntries(Object.entries(full).filter(([field]) => !(VIZ_LOADED_FIELDS as readonly string[]).includes(field))) as unknown as VizSummary;
      const imports = { count: 0 };
      const contribution = lazyViz(summary, async () => {
        imports.count += 1;
        return full;
      });
      return { contribution, imports };
    }

    it('lists a lazy viz type by its summary, and says what has not loaded yet', () => {
      const { contribution, imports } = lazyPie();
      const registry = createVizRegistry([contribution], { widgets });
      const pending = registry.require('pie');
      expect(pending).toMatchObject({ key: 'pie', name: 'Pie Chart', category: 'Part of a Whole', tags: ['Categorical'], behaviors: ['interactive-chart', 'drill-to-detail'] });
      expect(registry.isLoaded('pie')).toBe(false);
      expect(() => pending.buildQuery).toThrow("Viz type 'pie' is not loaded yet (its buildQuery loads with it): await vizTypes.load('pie') first");
      expect(() => pending.defaults).toThrow(/not loaded yet/);
      expect(imports.count).toBe(0);
    });

    it('loads it once, validates it, and completes the same entry', async () => {
      const { contribution, imports } = lazyPie();
      const registry = createVizRegistry([contribution], { widgets });
      const pending = registry.require('pie');
      const [first, second] = await Promise.all([registry.load('pie'), registry.load('pie')]);
      expect(first).toBe(pending);
      expect(second).toBe(pending);
      expect(imports.count).toBe(1);
      expect(registry.isLoaded('pie')).toBe(true);
      expect(first.defaults).toEqual({ groupby: [], row_limit: 100, legend: { show: true, orientation: 'top' } });
      expect(first.buildQuery({ ...first.defaults, metric: 'count', datasource: '1__table', viz_type: 'pie' } as QueryFormData).queries[0]?.metrics).toEqual(['count']);
      expect(Object.isFrozen(first)).toBe(true);
      await expect(registry.load('nope')).rejects.toThrow("Unknown viz type 'nope'");
    });

    it('rejects the load of an invalid viz type, checked as an eager one is', async () => {
      const { contribution } = lazyPie(pieViz({ uiSchema: { metric: { 'ui:widget': 'NoSuchWidget' } } }));
      const registry = createVizRegistry([contribution], { widgets });
      await expect(registry.load('pie')).rejects.toBeInstanceOf(RegistryValidationError);
      expect(registry.isLoaded('pie')).toBe(false);
    });

    it('refuses a loaded viz type whose key or summary differs from the declared one', async () => {
      const { contribution } = lazyPie();
      const other = lazyViz({ ...contribution, key: 'donut' }, async () => pieViz());
      await expect(other.load()).rejects.toThrow("The module of viz type 'donut' has no viz type of that key (it answered 'pie')");
      const renamed = lazyViz({ ...contribution, name: 'Round Chart' }, async () => pieViz());
      await expect(renamed.load()).rejects.toThrow("Viz type 'pie' loaded with name other than its summary's");
    });

    it('checks the summary at start-up, and resolves legacy keys before anything loads', () => {
      const { contribution } = lazyPie(pieViz({ legacyKeys: ['pie_legacy'] }));
      expect(problemsOf([{ ...contribution, behaviors: ['flying'] }])).toEqual(["pie: behaviors: 'flying' is not one of interactive-chart, drill-to-detail, drill-by, native-filter"]);
      const registry = createVizRegistry([contribution], { widgets });
      expect(registry.resolve('pie_legacy')?.key).toBe('pie');
      expect(registry.isLegacyKey('pie_legacy')).toBe(true);
    });

    it('reads a lazy viz type that has loaded as an eager one', async () => {
      const { contribution } = lazyPie();
      await contribution.load();
      const registry = createVizRegistry([contribution], { widgets });
      expect(registry.isLoaded('pie')).toBe(true);
      expect(registry.require('pie').defaults).toMatchObject({ row_limit: 100 });
    });

    it('lays a lazy viz type out in the control sections when it loads', async () => {
      const { contribution } = lazyPie();
      const sections = createControlSectionRegistry([defineControlSection({ key: 'query', label: 'Query', order: 0, expanded: true, controls: [], appliesTo: '*' })], { widgets, vizKeys: new Set(['pie']) });
      const vizTypes = withControlSections(createVizRegistry([contribution], { widgets }), sections);
      expect(vizTypes.isLoaded('pie')).toBe(false);
      const loaded = await vizTypes.load('pie');
      expect(loaded.uiSchema['ui:sections']).toEqual([{ key: 'query', label: 'Query', expanded: true, controls: ['metric', 'groupby', 'row_limit'] }]);
      expect(vizTypes.require('pie')).toBe(loaded);
    });
  });
});
