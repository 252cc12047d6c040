import type { QueryFormData } from '@core/plugin-api/index.js';
import type { HandlebarsFormData } from './form-data.schema.js';

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * Upgrades saved `handlebars` form data: the snake-case `handlebars_template` and
 * `style_template` some Superset versions stored are read as `handlebarsTemplate` and
 * `styleTemplate`; `series_limit_metric` as `timeseries_limit_metric`; a single `order_by_cols`
 * entry becomes a list. Idempotent; the input is not modified.
 */
export function migrateHandlebars(formData: QueryFormData): HandlebarsFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const [from, to] of [
    ['handlebars_template', 'handlebarsTemplate'],
    ['style_template', 'styleTemplate'],
    ['series_limit_metric', 'timeseries_limit_metric'],
  ] as const) {
    if (!(from in next)) continue;
    if (isUnset(next[to])) next[to] = next[from];
    delete next[from];
  }
  if (typeof next.order_by_cols === 'string') next.order_by_cols = next.order_by_cols === '' ? [] : [next.order_by_cols];
  return next as HandlebarsFormData;
}
