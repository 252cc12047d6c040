import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';

const ROWS = 2_000;
const FIRST = '2019-01-01 00:00:00';

/**
 * Superset's `multiformat_time_series`: the same instants stored in every way a time column
 * can come, to exercise time parsing: a DATE, a TIMESTAMP, epoch seconds and milliseconds, and
 * four text layouts, each column carrying its `python_date_format`. One row about every 9 hours
 * over 2019-2020, at irregular minutes.
 */
export const multiformatTimeSeries: ExampleTable = {
  tableName: 'multiformat_time_series',
  description: 'The same instants as a date, a timestamp, epoch seconds and milliseconds and four text layouts (synthetic).',
  mainDttmCol: 'ds',
  columns: {
    ds: { verbose_name: 'Date' },
    ds2: { verbose_name: 'Timestamp' },
    epoch_ms: { verbose_name: 'Epoch (ms)', python_date_format: 'epoch_ms', groupby: true },
    epoch_s: { verbose_name: 'Epoch (s)', python_date_format: 'epoch_s', groupby: true },
    string0: { verbose_name: 'Text (ISO, microseconds)', python_date_format: '%Y-%m-%d %H:%M:%S.%f' },
    string1: { verbose_name: 'Text (^ separator)', python_date_format: '%Y-%m-%d^%H:%M:%S' },
    string2: { verbose_name: 'Text (compact)', python_date_format: '%Y%m%d-%H%M%S' },
    string3: { verbose_name: 'Text (slashes, no separator)', python_date_format: '%Y/%m/%d%H:%M:%S.%f' },
  },
  metrics: [exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' })],
  createSql(target) {
    const R = sqlRandom;
    return [
      `
CREATE TABLE ${target} AS
WITH instants AS (
  SELECT i, TIMESTAMP '${FIRST}' + to_seconds(CAST(i * 31536 + ${R.int('u_offset', 21600)} AS BIGINT)) AS t
  FROM ${R.withUniforms(`(SELECT range AS i FROM range(${ROWS}))`, { u_offset: ['i', 411] })}
)
SELECT
  CAST(t AS DATE) AS ds,
  t AS ds2,
  CAST(epoch_ms(t) AS BIGINT) AS epoch_ms,
  CAST(epoch(t) AS BIGINT) AS epoch_s,
  strftime(t, '%Y-%m-%d %H:%M:%S.%f') AS string0,
  strftime(t, '%Y-%m-%d^%H:%M:%S') AS string1,
  strftime(t, '%Y%m%d-%H%M%S') AS string2,
  strftime(t, '%Y/%m/%d%H:%M:%S.%f') AS string3
FROM instants
ORDER BY i`,
    ];
  },
};
