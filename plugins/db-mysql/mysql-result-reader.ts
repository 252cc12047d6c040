import { epochMillisFromText, type ColumnarResult, type ResultColumn } from '@core/plugin-api/index.js';
import { mysqlGenericType } from './mysql-generic-type.js';

/** The parts of mysql2's column metadata the conversion needs. */
export interface MysqlField {
  name: string;
  columnType?: number;
  type?: number;
  columnLength?: number;
  length?: number;
  flags: number | string[];
  characterSet?: number;
  decimals?: number;
}

const BINARY_CHARSET = 63;
const UNSIGNED_FLAG = 32;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Protocol type code → SQL type name; text and binary flavours of the string types are told apart by charset. */
const TYPE_NAMES: Readonly<Record<number, string>> = {
  0: 'DECIMAL', 1: 'TINYINT', 2: 'SMALLINT', 3: 'INT', 4: 'FLOAT', 5: 'DOUBLE', 6: 'NULL', 7: 'TIMESTAMP', 8: 'BIGINT',
  9: 'MEDIUMINT', 10: 'DATE', 11: 'TIME', 12: 'DATETIME', 13: 'YEAR', 14: 'DATE', 15: 'VARCHAR', 16: 'BIT', 245: 'JSON',
  246: 'DECIMAL', 247: 'ENUM', 248: 'SET', 249: 'TINYTEXT', 250: 'MEDIUMTEXT', 251: 'LONGTEXT', 252: 'TEXT', 253: 'VARCHAR',
  254: 'CHAR', 255: 'GEOMETRY',
};
const BINARY_NAMES: Readonly<Record<number, string>> = { 249: 'TINYBLOB', 250: 'MEDIUMBLOB', 251: 'LONGBLOB', 252: 'BLOB', 253: 'VARBINARY', 254: 'BINARY' };

function typeName(field: MysqlField): string {
  const code = field.columnType ?? field.type ?? 253;
  const length = field.columnLength ?? field.length ?? 0;
  if (code === 1 && length === 1) return 'TINYINT(1)';
  const binary = field.characterSet === BINARY_CHARSET ? BINARY_NAMES[code] : undefined;
  const name = binary ?? TYPE_NAMES[code] ?? 'UNKNOWN';
  const unsigned = typeof field.flags === 'number' ? (field.flags & UNSIGNED_FLAG) !== 0 : field.flags.includes('UNSIGNED');
  return unsigned && code <= 9 && code !== 6 && code !== 7 ? `${name} UNSIGNED` : name;
}

const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value);
const toInteger = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const big = BigInt(value);
  return big <= SAFE && big >= -SAFE ? Number(big) : big;
};
const toBoolean = (value: unknown) => (value === null ? null : Number(value) !== 0);
/** MySQL's zero dates (`0000-00-00`) are no instant at all. */
const toEpochMillis = (value: unknown) => (typeof value === 'string' && !/^0000-00-00|-00(-| |$)/.test(value) ? epochMillisFromText(value) : null);

function converterFor(type: string): ((value: unknown) => unknown) | null {
  if (type === 'TINYINT(1)') return toBoolean;
  if (type.startsWith('BIGINT')) return toInteger;
  if (type === 'DECIMAL') return toNumber;
  if (type === 'DATE' || type === 'DATETIME' || type === 'TIMESTAMP') return toEpochMillis;
  return null;
}

/**
 * mysql2's rows (arrays; BIGINT and DECIMAL as text, dates as text) as a {@link ColumnarResult}:
 * DATE/DATETIME/TIMESTAMP become epoch milliseconds (sessions run in UTC), DECIMAL a number,
 * BIGINT a number when exact and a bigint otherwise, TINYINT(1) true/false.
 */
export function readMysqlResult(fields: readonly MysqlField[], rows: readonly unknown[][]): ColumnarResult {
  const columns: ResultColumn[] = fields.map((field) => {
    const type = typeName(field);
    return { name: field.name, type, genericType: mysqlGenericType(type) };
  });
  const data = columns.map((column, index) => {
    const convert = converterFor(column.type);
    return convert ? rows.map((row) => { const value = row[index]; return value === null ? null : convert(value); }) : rows.map((row) => row[index]);
  });
  return { columns, data, rowCount: rows.length };
}
