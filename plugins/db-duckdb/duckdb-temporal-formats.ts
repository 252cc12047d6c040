import { translateDateFormat, type DateFormatDirective, type TemporalFormatConversions } from '@core/plugin-api/index.js';

/** DuckDB's strptime reads the same directives as Python's. */
const DIRECTIVES: Readonly<Record<DateFormatDirective, string>> = {
  Y: '%Y', y: '%y', m: '%m', b: '%b', B: '%B', d: '%d', j: '%j', H: '%H', I: '%I', p: '%p', M: '%M', S: '%S', f: '%f', a: '%a', A: '%A',
};

/**
 * DuckDB: epochs through `make_timestamp(microseconds)` and `epoch_ms`, which give a TIMESTAMP
 * (`to_timestamp` gives a TIMESTAMPTZ, whose truncation would follow the session's time zone);
 * text through `try_strptime`: a value that does not match the pattern reads as NULL, as
 * MySQL's STR_TO_DATE does, rather than failing the whole chart.
 */
export const DUCKDB_TEMPORAL_FORMATS: TemporalFormatConversions = {
  epochSeconds: (sql) => `make_timestamp(CAST(ROUND(CAST(${sql} AS DOUBLE) * 1000000) AS BIGINT))`,
  epochMilliseconds: (sql) => `epoch_ms(CAST(${sql} AS BIGINT))`,
  parseText: (text, parts, literal) => {
    const pattern = translateDateFormat(parts, DIRECTIVES, (t) => t.replaceAll('%', '%%'));
    return pattern === null ? null : `try_strptime(${text}, ${literal(pattern)})`;
  },
};
