import { epochMillisFromText, type ColumnarResult, type GenericColumnType, type ResultColumn } from '@core/plugin-api/index.js';
import { sqliteGenericType } from './sqlite-generic-type.js';
import type { RawSqliteResult } from './sqlite-process.js';

/** What SQLite's date functions print: `2024-02-29`, `2024-02-29 10:00:00[.123]` (or with a `T`). */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;
const MS_PER_DAY = 86_400_000;
/** Julian day number of 1970-01-01T00:00:00Z. */
const UNIX_EPOCH_JULIAN_DAY = 2440587.5;

/**
 * A number in a date column, read the way SQLite's `'auto'` modifier does: small values are
 * Julian day numbers, larger ones Unix seconds.
 */
function epochMillisFromNumber(value: number): number {
  return value >= 0 && value < 5373484.5 ? Math.floor((value - UNIX_EPOCH_JULIAN_DAY) * MS_PER_DAY) : Math.floor(value * 1000);
}

function toEpochMillis(value: unknown): unknown {
  if (typeof value === 'string') return epochMillisFromText(value) ?? value;
  if (typeof value === 'number') return epochMillisFromNumber(value);
  if (typeof value === 'bigint') return epochMillisFromNumber(Number(value));
  return value;
}

function toBoolean(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'bigint') return value !== 0 && value !== 0n;
  return value;
}

/** An expression column (no declared type) whose every value is date text, e.g. a time-grain bucket or MIN(ts). */
function looksTemporal(values: readonly unknown[]): boolean {
  let seen = false;
  for (const value of values) {
    if (value === null) continue;
    if (typeof value !== 'string' || !DATE_TEXT.test(value)) return false;
    seen = true;
  }
  return seen;
}

/** The engine type name of an undeclared column, from the values it holds. */
function typeOfValues(values: readonly unknown[]): string {
  const value = values.find((item) => item !== null);
  if (typeof value === 'number') return Number.isInteger(value) ? 'INTEGER' : 'REAL';
  if (typeof value === 'bigint') return 'INTEGER';
  if (typeof value === 'string') return 'TEXT';
  if (value instanceof Uint8Array) return 'BLOB';
  return '';
}

/**
 * Turns the SQLite process's raw columns into a {@link ColumnarResult}. SQLite keeps no types on
 * values, so the declared column type decides: DATE/DATETIME/TIMESTAMP become epoch milliseconds,
 * BOOLEAN becomes true/false. Expression columns have no declared type; one whose values are all
 * date text (a time-grain bucket, MIN of a timestamp) is read as a timestamp too.
 */
export function readSqliteResult(raw: RawSqliteResult): ColumnarResult {
  const columns: ResultColumn[] = [];
  const data = raw.columns.map((column, index) => {
    const values = raw.data[index] ?? [];
    let type = column.type ?? '';
    let generic: GenericColumnType | null = sqliteGenericType(type);
    if (type === '') {
      if (looksTemporal(values)) {
        type = 'DATETIME';
        generic = 'temporal';
      } else {
        type = typeOfValues(values);
        generic = sqliteGenericType(type);
      }
    }
    columns.push({ name: column.name, type, genericType: generic });
    if (generic === 'temporal') return values.map(toEpochMillis);
    if (generic === 'boolean') return values.map(toBoolean);
    return values;
  });
  return { columns, data, rowCount: raw.rowCount };
}
