import { epochMillisFromText } from '@core/plugin-api/index.js';

type TextParser = (text: string) => unknown;

/** The part of `pg`'s type registry a pool needs (`pg.types`). */
export interface PgTypeRegistry {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** PostgreSQL prints ±infinity for unbounded timestamps; they have no epoch value. */
const temporal: TextParser = (text) => epochMillisFromText(text);

const int8: TextParser = (text) => {
  const value = BigInt(text);
  return value <= SAFE && value >= -SAFE ? Number(value) : value;
};

const identity: TextParser = (text) => text;

/**
 * Parsers that make results engine-neutral: DATE, TIMESTAMP and TIMESTAMPTZ as epoch
 * milliseconds (a TIMESTAMP is read as UTC, where `pg` would use the server process's local
 * time zone), BIGINT as a number when exact, NUMERIC as a number, and time of day, intervals
 * and money as their text.
 */
const OVERRIDES: ReadonlyMap<number, TextParser> = new Map([
  [20, int8],
  [1700, Number],
  [1082, temporal],
  [1114, temporal],
  [1184, temporal],
  [1083, identity],
  [1266, identity],
  [1186, identity],
  [790, identity],
]);

/** A `types` object for `pg.Pool` with {@link OVERRIDES} over `pg`'s own parsers. */
export function createPostgresTypes(base: PgTypeRegistry): PgTypeRegistry {
  return {
    getTypeParser: (oid, format = 'text') => (format === 'text' ? OVERRIDES.get(oid) : undefined) ?? base.getTypeParser(oid, format),
  };
}

/** Names (as `format_type` prints them) of the built-in types most results hold, so they need no catalog lookup. */
export const BUILTIN_TYPE_NAMES: ReadonlyMap<number, string> = new Map([
  [16, 'boolean'], [17, 'bytea'], [18, '"char"'], [19, 'name'], [20, 'bigint'], [21, 'smallint'], [23, 'integer'], [25, 'text'],
  [26, 'oid'], [114, 'json'], [142, 'xml'], [700, 'real'], [701, 'double precision'], [790, 'money'], [1042, 'character'],
  [1043, 'character varying'], [1082, 'date'], [1083, 'time without time zone'], [1114, 'timestamp without time zone'],
  [1184, 'timestamp with time zone'], [1186, 'interval'], [1266, 'time with time zone'], [1700, 'numeric'], [2950, 'uuid'],
  [3802, 'jsonb'], [705, 'unknown'], [1009, 'text[]'], [1007, 'integer[]'], [1016, 'bigint[]'],
]);
