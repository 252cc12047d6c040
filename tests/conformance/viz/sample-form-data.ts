import type { JsonSchema } from '@core/plugin-api/index.js';

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num', type: 'BIGINT' }, label: 'SUM(num)', optionName: 'metric_sum_num' };

/**
 * What a new user would pick for each control a viz requires, over the birth_names example
 * (ds, gender, state, name, num): the conformance suite fills every required control left empty
 * by the defaults with these, so each viz gets a runnable chart. A required control missing here
 * fails the suite, naming it.
 */
const SAMPLE_VALUES: Readonly<Record<string, { single: unknown; multi: unknown[] }>> = {
  metrics: { single: sumNum, multi: [sumNum] },
  metrics_b: { single: sumNum, multi: [sumNum] },
  metric: { single: sumNum, multi: [sumNum] },
  percent_metrics: { single: sumNum, multi: [sumNum] },
  groupby: { single: 'gender', multi: ['gender'] },
  columns: { single: 'state', multi: ['state'] },
  groupbyRows: { single: 'gender', multi: ['gender'] },
  groupbyColumns: { single: 'state', multi: ['state'] },
  all_columns: { single: 'name', multi: ['name', 'gender', 'num'] },
  x_axis: { single: 'ds', multi: ['ds'] },
  granularity_sqla: { single: 'ds', multi: ['ds'] },
  series_limit_metric: { single: sumNum, multi: [sumNum] },
  column: { single: 'num', multi: ['num'] },
  entity: { single: 'state', multi: ['state'] },
  x: { single: sumNum, multi: [sumNum] },
  y: { single: sumNum, multi: [sumNum] },
  size: { single: sumNum, multi: [sumNum] },
  source: { single: 'gender', multi: ['gender'] },
  target: { single: 'state', multi: ['state'] },
  id: { single: 'state', multi: ['state'] },
  parent: { single: 'gender', multi: ['gender'] },
  series: { single: 'name', multi: ['name'] },
  start_time: { single: 'ds', multi: ['ds'] },
  end_time: { single: 'ds', multi: ['ds'] },
  // Maps: birth_names has no coordinates, so the rows are read and left off the map.
  spatial: { single: { type: 'latlong', lonCol: 'num', latCol: 'num' }, multi: [] },
  start_spatial: { single: { type: 'latlong', lonCol: 'num', latCol: 'num' }, multi: [] },
  end_spatial: { single: { type: 'delimited', lonlatCol: 'name' }, multi: [] },
  line_column: { single: 'name', multi: ['name'] },
  geojson: { single: 'name', multi: ['name'] },
  all_columns_x: { single: 'num', multi: ['num'] },
  all_columns_y: { single: 'num', multi: ['num'] },
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function isArraySchema(schema: JsonSchema | undefined): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

/** Defaults plus sample values for the required controls; throws naming a required control it cannot fill. */
export function sampleFormData(schema: JsonSchema, defaults: Readonly<Record<string, unknown>>, key: string, datasourceId: number): Record<string, unknown> {
  const properties = ((schema as { properties?: Record<string, JsonSchema> }).properties ?? {});
  const required = ((schema as { required?: string[] }).required ?? []).filter((name) => name !== 'datasource' && name !== 'viz_type');
  const formData: Record<string, unknown> = { ...structuredClone(defaults), datasource: `${datasourceId}__table`, viz_type: key };
  // A temporal x-axis and a dimension are what a user picks for any chart that has them.
  for (const name of [...required, 'x_axis', 'groupby', 'groupbyRows']) {
    if (!(name in properties) || !isEmpty(formData[name])) continue;
    const sample = SAMPLE_VALUES[name];
    if (!sample) {
      if (required.includes(name)) throw new Error(`${key}: no sample value for the required control '${name}'`);
      continue;
    }
    formData[name] = isArraySchema(properties[name]) ? structuredClone(sample.multi) : structuredClone(sample.single);
  }
  if ('time_grain_sqla' in properties && isEmpty(formData['time_grain_sqla']) && 'x_axis' in properties) formData['time_grain_sqla'] = 'P1Y';
  return formData;
}
