import type { SchemaChoice } from '../choices/schema-choice.js';

/** Row-limit choices offered by the row-limit select (free-form: other integers are allowed). */
export const ROW_LIMIT_CHOICES: readonly SchemaChoice[] = [10, 50, 100, 250, 500, 1000, 5000, 10_000, 50_000].map((limit) => ({
  const: limit,
  title: limit.toLocaleString('en-US'),
}));

/**
 * Default row limit of a new chart. Written into the `row_limit` schema's `default`, and read from
 * there by everything else: do not use it as a fallback in code.
 */
export const DEFAULT_ROW_LIMIT = 10_000;

/**
 * The row limit the server enforces when its `SQL_MAX_ROW` setting is absent; `maxRowLimit`
 * checks `row_limit` against the server's value, this one by default.
 */
export const DEFAULT_SQL_MAX_ROW = 100_000;
