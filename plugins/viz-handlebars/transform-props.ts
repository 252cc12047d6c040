import { withSchemaDefaults, type ChartDataResponse } from '@core/plugin-api/index.js';
import { handlebarsSchema, type HandlebarsFormData } from './form-data.schema.js';

/** Props of the `handlebars` component. */
export interface HandlebarsChartProps {
  /** The rows as the query returned them, keyed by column label (temporal values as epoch milliseconds). */
  data: Array<Record<string, unknown>>;
  /** The result's column labels, in order. */
  columns: string[];
  template: string;
  style: string;
}

/** Values a template can read: bigints (some drivers' integers) become numbers. */
function templateValue(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value;
}

/**
 * `handlebars`: the rows as they came, for the template's `data`, with the template and style.
 * Like Superset, values are not formatted here: the template formats them with its helpers.
 *
 * @example
 * transformHandlebarsProps({ result: [{ colnames: ['name'], coltypes: [1], data: [{ name: 'Ann' }], rowcount: 1 }] }, formData);
 * // { data: [{ name: 'Ann' }], columns: ['name'], template: '<ul class="data-list">…', style: '/*…' }
 */
export function transformHandlebarsProps(response: ChartDataResponse, formData: HandlebarsFormData): HandlebarsChartProps {
  const fd = withSchemaDefaults(handlebarsSchema, formData) as Required<HandlebarsFormData>;
  const result = response.result[0];
  const data = (result?.data ?? []).map((row) => {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) copy[key] = templateValue(value);
    return copy;
  });
  return { data, columns: result?.colnames ?? [], template: fd.handlebarsTemplate, style: fd.styleTemplate };
}
