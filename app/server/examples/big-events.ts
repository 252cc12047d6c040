import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

/** Events span 2023-01-01 to 2024-12-31; daily volume doubles over that time. */
const DAYS = 731;
const GROWTH = 1.0;

const EVENT_TYPES = ['page_view', 'click', 'add_to_cart', 'signup', 'purchase'];
const EVENT_WEIGHTS = [55, 25, 10, 6, 4];
const DEVICES = ['mobile', 'desktop', 'tablet'];
const DEVICE_WEIGHTS = [52, 40, 8];
const CHANNELS = ['direct', 'organic', 'paid_search', 'social', 'email', 'referral', 'affiliate', 'display'];
const CHANNEL_WEIGHTS = [24, 28, 16, 12, 8, 6, 4, 2];
/** 50 countries, roughly by e-commerce traffic; the weight falls off like a power law. */
const COUNTRIES = [
  'United States', 'China', 'United Kingdom', 'Japan', 'Germany', 'India', 'France', 'Brazil',
  'Canada', 'South Korea', 'Italy', 'Spain', 'Australia', 'Mexico', 'Netherlands', 'Indonesia',
  'Turkey', 'Poland', 'Sweden', 'Russia', 'Switzerland', 'Belgium', 'Argentina', 'Saudi Arabia',
  'Thailand', 'Austria', 'Norway', 'Denmark', 'Ireland', 'Israel', 'Singapore', 'Malaysia',
  'Philippines', 'South Africa', 'Colombia', 'Vietnam', 'Chile', 'Finland', 'Portugal', 'Czechia',
  'New Zealand', 'Romania', 'Greece', 'Hungary', 'Egypt', 'Peru', 'Nigeria', 'Ukraine', 'Kenya', 'Morocco',
];
const ITEMS = 1000;
const USERS = 1_000_000;
/** Share of events per hour of day, 00:00..23:00 (UTC, global audience). */
const HOUR_WEIGHTS = [3, 2, 2, 2, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 6, 5, 4];

/**
 * Synthetic product-analytics events for benchmarks: `rows` events over two years with
 * growing daily volume and a daily cycle, categorical columns of cardinality 3, 5, 8, 50 and
 * 1000 (skewed), about a million users, and revenue/quantity/duration measures.
 */
export const bigEvents: ExampleTable = {
  tableName: 'big_events',
  description: 'Product analytics events over two years, generated at a configurable size for benchmarks (synthetic).',
  mainDttmCol: 'event_time',
  columns: {
    event_id: { verbose_name: 'Event id' },
    event_time: { verbose_name: 'Event time' },
    event_type: { verbose_name: 'Event type', description: '5 distinct values.' },
    device: { verbose_name: 'Device', description: '3 distinct values.' },
    channel: { verbose_name: 'Channel', description: '8 distinct values.' },
    country: { verbose_name: 'Country', description: '50 distinct values.' },
    item_id: { verbose_name: 'Item', description: '1000 distinct values, heavily skewed.' },
    user_id: { verbose_name: 'User id', description: 'About a million distinct users.' },
    quantity: { verbose_name: 'Quantity' },
    revenue: { verbose_name: 'Revenue', description: 'Order value of purchase events, else 0.' },
    duration_ms: { verbose_name: 'Duration (ms)', description: 'Server time to handle the event.' },
    is_error: { verbose_name: 'Error' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__revenue', 'SUM(revenue)', { verbose_name: 'Revenue', metric_type: 'sum', d3format: '$,.2f' }),
    exampleMetric('sum__quantity', 'SUM(quantity)', { verbose_name: 'Quantity', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('avg__duration_ms', 'AVG(duration_ms)', { verbose_name: 'Average duration (ms)', metric_type: 'avg', d3format: ',.0f' }),
    exampleMetric('error_rate', 'AVG(CASE WHEN is_error THEN 1 ELSE 0 END)', {
      verbose_name: 'Error rate',
      metric_type: 'avg',
      d3format: '.2%',
    }),
    exampleMetric('count_distinct__user_id', 'COUNT(DISTINCT user_id)', {
      verbose_name: 'Distinct users',
      metric_type: 'count_distinct',
      d3format: ',d',
    }),
  ],
  createSql(target, { rows }) {
    if (!Number.isInteger(rows) || rows < 0) throw new Error(`big_events rows must be a non-negative integer: ${rows}`);
    const R = sqlRandom;
    const n = Math.max(rows, 1);
    const countryWeights = COUNTRIES.map((_, i) => 1 / (i + 2) ** 1.1);
    // SKU-0001..SKU-1000 as a constant list: a lookup per row instead of string formatting.
    const itemIds = sqlText.stringList(Array.from({ length: ITEMS }, (_, i) => `SKU-${String(i + 1).padStart(4, '0')}`));
    // Day of event i: inverse CDF of a density rising linearly by GROWTH over the span.
    const day = `CAST(floor(${DAYS} * (sqrt(1 + ${2 * GROWTH * (1 + GROWTH / 2)} * (range / ${n}.0)) - 1) / ${GROWTH}) AS INTEGER)`;
    return [
      `
CREATE TABLE ${target} AS
WITH ev AS (
  SELECT
    range,
    ${day} AS day,
    ${R.pick('u_hour', HOUR_WEIGHTS)} - 1 AS hour,
    ${R.pick('u_type', EVENT_WEIGHTS)} AS t,
    ${R.pick('u_device', DEVICE_WEIGHTS)} AS dv,
    ${R.pick('u_channel', CHANNEL_WEIGHTS)} AS ch,
    ${R.pick('u_country', countryWeights)} AS co,
    u_second, u_item, u_user, u_qty, u_rev1, u_rev2, u_dur1, u_dur2, u_error
  FROM ${R.withUniforms(`range(${rows})`, {
    u_hour: ['range', 81],
    u_type: ['range', 82],
    u_device: ['range', 83],
    u_item: ['range', 84],
    u_user: ['range', 85],
    u_second: ['range', 86],
    u_channel: ['range', 87],
    u_country: ['range', 88],
    u_qty: ['range', 89],
    u_rev1: ['range', 90],
    u_rev2: ['range', 190],
    u_dur1: ['range', 91],
    u_dur2: ['range', 191],
    u_error: ['range', 92],
  })}
)
SELECT
  range AS event_id,
  TIMESTAMP '2023-01-01 00:00:00' + to_days(least(day, ${DAYS - 1}))
    + to_seconds(CAST(hour * 3600 + ${R.int('u_second', 3600)} AS BIGINT)) AS event_time,
  ${sqlText.stringList(EVENT_TYPES)}[t] AS event_type,
  ${sqlText.stringList(DEVICES)}[dv] AS device,
  ${sqlText.stringList(CHANNELS)}[ch] AS channel,
  ${sqlText.stringList(COUNTRIES)}[co] AS country,
  ${itemIds}[CAST(floor(${ITEMS} * pow(u_item, 2.5)) AS INTEGER) + 1] AS item_id,
  CAST(floor(${USERS} * pow(u_user, 1.5)) AS BIGINT) + 1 AS user_id,
  CAST(CASE WHEN t IN (3, 5) THEN 1 + floor(4 * pow(u_qty, 2)) ELSE 0 END AS INTEGER) AS quantity,
  CASE WHEN t = 5 THEN round(exp(3.6 + 0.8 * ${R.normal('u_rev1', 'u_rev2')}), 2) ELSE 0.0 END AS revenue,
  CAST(round(exp(5.8 + 0.6 * ${R.normal('u_dur1', 'u_dur2')}) * CASE WHEN dv = 1 THEN 1.4 ELSE 1.0 END) AS INTEGER) AS duration_ms,
  u_error < CASE WHEN dv = 1 THEN 0.014 ELSE 0.006 END AS is_error
FROM ev`,
    ];
  },
};
