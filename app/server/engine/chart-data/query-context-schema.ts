/**
 * JSON Schema of the `POST /api/v1/chart/data` body: Superset's query context. Strict on the
 * fields the engine reads (types, enums, bounds) and open elsewhere, because clients send extra
 * keys (Superset's own front end adds several) that must not turn a valid request into a 400.
 */
const columnRef = {
  anyOf: [
    { type: 'string', minLength: 1, maxLength: 1000 },
    {
      type: 'object',
      required: ['sqlExpression'],
      properties: {
        sqlExpression: { type: 'string', minLength: 1, maxLength: 10_000 },
        label: { type: 'string', maxLength: 1000 },
        expressionType: { const: 'SQL' },
        columnType: { enum: ['BASE_AXIS', 'SERIES'] },
        timeGrain: { type: ['string', 'null'] },
      },
    },
  ],
} as const;

const metricRef = {
  anyOf: [
    { type: 'string', minLength: 1, maxLength: 1000 },
    {
      type: 'object',
      required: ['expressionType'],
      properties: {
        expressionType: { enum: ['SIMPLE', 'SQL'] },
        aggregate: { enum: ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM', null] },
        column: { type: ['object', 'null'], properties: { column_name: { type: 'string' } } },
        sqlExpression: { type: ['string', 'null'], maxLength: 10_000 },
        label: { type: 'string', maxLength: 1000 },
      },
    },
  ],
} as const;

const filterValue = { type: ['string', 'number', 'boolean', 'null'] } as const;

export const FILTER_OPERATORS = [
  '==', '!=', '>', '<', '>=', '<=', 'LIKE', 'NOT LIKE', 'ILIKE', 'IS NULL', 'IS NOT NULL',
  'IN', 'NOT IN', 'REGEX', 'IS TRUE', 'IS FALSE', 'TEMPORAL_RANGE',
] as const;

export const RESULT_TYPES = ['full', 'query', 'results', 'samples', 'columns', 'timegrains', 'post_processed', 'drill_detail'] as const;
/** `arrow` is ours: Arrow IPC for Tessera's own client. */
export const RESULT_FORMATS = ['json', 'csv', 'xlsx', 'arrow'] as const;

/** One annotation layer of a query (Superset's `AnnotationLayerSchema`); style options pass through. */
const annotationLayer = {
  type: 'object',
  required: ['name', 'value'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 500 },
    annotationType: { enum: ['EVENT', 'FORMULA', 'INTERVAL', 'TIME_SERIES'] },
    sourceType: { enum: ['', 'line', 'NATIVE', 'table', null] },
    value: { type: ['string', 'number', 'null'] },
  },
} as const;

export const queryObjectSchema = {
  type: 'object',
  properties: {
    columns: { type: 'array', items: columnRef, maxItems: 1000 },
    groupby: { type: 'array', items: columnRef, maxItems: 1000 },
    metrics: { type: ['array', 'null'], items: metricRef, maxItems: 1000 },
    filters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['col', 'op'],
        properties: {
          col: columnRef,
          op: { enum: FILTER_OPERATORS },
          val: { anyOf: [filterValue, { type: 'array', items: filterValue, maxItems: 100_000 }] },
          grain: { type: ['string', 'null'] },
          isExtra: { type: 'boolean' },
        },
      },
    },
    extras: {
      type: 'object',
      properties: {
        where: { type: 'string', maxLength: 100_000 },
        having: { type: 'string', maxLength: 100_000 },
        time_grain_sqla: { type: ['string', 'null'] },
        relative_start: { type: 'string' },
        relative_end: { type: 'string' },
      },
    },
    row_limit: { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 },
    row_offset: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
    orderby: { type: 'array', items: { type: 'array', minItems: 2, maxItems: 2, items: [{ anyOf: [columnRef, metricRef] }, { type: 'boolean' }] } },
    order_desc: { type: 'boolean' },
    time_range: { type: ['string', 'null'], maxLength: 1000 },
    granularity: { type: ['string', 'null'] },
    is_timeseries: { type: 'boolean' },
    series_columns: { type: 'array', items: columnRef },
    series_limit: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
    series_limit_metric: { anyOf: [metricRef, { type: 'null' }] },
    time_offsets: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 20 },
    post_processing: { type: 'array', items: { anyOf: [{ type: 'null' }, { type: 'object', required: ['operation'], properties: { operation: { type: 'string' }, options: { type: 'object' } } }] } },
    is_rowcount: { type: 'boolean' },
    result_type: { enum: [...RESULT_TYPES, null] },
    annotation_layers: { type: ['array', 'null'], maxItems: 100, items: annotationLayer },
  },
} as const;

export const queryContextSchema = {
  type: 'object',
  required: ['datasource', 'queries'],
  properties: {
    datasource: {
      type: 'object',
      required: ['id', 'type'],
      properties: { id: { type: 'integer', minimum: 1 }, type: { enum: ['table', 'dataset', 'query', 'saved_query', 'view'] } },
    },
    queries: { type: 'array', minItems: 1, maxItems: 50, items: queryObjectSchema },
    form_data: { type: ['object', 'null'] },
    force: { type: 'boolean', default: false },
    result_type: { enum: RESULT_TYPES, default: 'full' },
    result_format: { enum: RESULT_FORMATS, default: 'json' },
    custom_cache_timeout: { type: ['integer', 'null'], minimum: 0 },
    /** A CSV or Excel download of every row (up to SQL_MAX_ROW), not just the chart's row limit. */
    full_export: { type: 'boolean', default: false },
  },
} as const;
