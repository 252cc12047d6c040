import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';

const ROWS = 20_000;
const FIRST_DAY = '2019-01-01';
const DAYS = 730;
/** Relative activity by weekday, Monday first: busier midweek, quiet at weekends. */
const WEEKDAY_WEIGHTS = [1.1, 1.25, 1.25, 1.15, 1.0, 0.55, 0.45];

/**
 * Superset's `random_time_series`: one timestamp column, `ds`, of events spread over two years
 * (2019-2020), denser midweek, in business hours and in the autumn, for calendar heatmaps and
 * time-series counts. Rows are stored in time order.
 */
export const randomTimeSeries: ExampleTable = {
  tableName: 'random_time_series',
  description: 'Timestamps of events over 2019-2020, busier midweek and in office hours, for calendar heatmaps (synthetic).',
  mainDttmCol: 'ds',
  columns: {
    ds: { verbose_name: 'Event time' },
  },
  metrics: [exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' })],
  createSql(target) {
    const R = sqlRandom;
    // Day weights: weekday pattern times a yearly swell peaking in October.
    const dayWeights = Array.from({ length: DAYS }, (_, d) => {
      const date = new Date(Date.UTC(2019, 0, 1 + d));
      const weekday = (date.getUTCDay() + 6) % 7;
      const season = 1 + 0.35 * Math.cos((2 * Math.PI * (d - 280)) / 365);
      return (WEEKDAY_WEIGHTS[weekday] ?? 1) * season;
    });
    return [
      `
CREATE TABLE ${target} AS
SELECT ds FROM (
  SELECT
    TIMESTAMP '${FIRST_DAY} 00:00:00'
      + to_days(${R.pick('u_day', dayWeights)} - 1)
      -- Hours: a bell around 13:00 (sd 3.5 h), folded into the day.
      + to_seconds(CAST(((46800 + 12600 * ${R.normal('u_h1', 'u_h2')})::BIGINT % 86400 + 86400) % 86400 AS BIGINT)) AS ds
  FROM ${R.withUniforms(`(SELECT range AS i FROM range(${ROWS}))`, { u_day: ['i', 401], u_h1: ['i', 402], u_h2: ['i', 403] })}
)
ORDER BY ds`,
    ];
  },
};
