import { ErrorType } from '@core/errors/index.js';
import type { DateFormatDirective, DateFormatPart } from '@core/plugin-api/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';
import type { CompilerColumn } from './compiler-datasource.js';
import { timestampSql } from './filter-values.js';

/** The `python_date_format` values that mean a number of seconds or milliseconds since 1970 (UTC). */
export const EPOCH_FORMATS = { epoch_s: 1000, epoch_ms: 1 } as const;

const DIRECTIVES: ReadonlySet<string> = new Set<DateFormatDirective>(['Y', 'y', 'm', 'b', 'B', 'd', 'j', 'H', 'I', 'p', 'M', 'S', 'f', 'a', 'A']);

/**
 * Splits a strftime pattern (`%Y-%m-%d`) into directives and literal text; `%%` is a literal `%`.
 *
 * @throws CompileError for a directive Tessera does not read (time zones, week numbers …) or a lone `%`.
 */
export function parseDateFormat(pattern: string, columnName: string): DateFormatPart[] {
  const parts: DateFormatPart[] = [];
  let literal = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char !== '%') {
      literal += char;
      continue;
    }
    const next = pattern[i + 1];
    i++;
    if (next === '%') {
      literal += '%';
      continue;
    }
    if (next === undefined || !DIRECTIVES.has(next)) {
      const shown = next === undefined ? 'a lone %' : `%${next}`;
      throw new CompileError(
        `The datetime format "${pattern}" of column ${columnName} uses ${shown}, which cannot be read: use epoch_s, epoch_ms or the directives %Y %y %m %b %B %d %j %H %I %p %M %S %f %a %A`,
        ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR,
      );
    }
    if (literal) parts.push({ literal });
    literal = '';
    parts.push({ directive: next as DateFormatDirective });
  }
  if (literal) parts.push({ literal });
  if (!parts.some((p) => 'directive' in p)) {
    throw new CompileError(`The datetime format "${pattern}" of column ${columnName} has no date or time directive (such as %Y)`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  return parts;
}

/**
 * The `python_date_format` by which a temporal column's stored numbers or text are read as
 * times; null when there is none to apply: the column is not temporal, has no format, or the
 * engine already stores it as a date or timestamp (the format is then only informative).
 */
export function storedTimeFormat(ctx: CompileContext, column: CompilerColumn): string | null {
  const format = column.python_date_format?.trim();
  if (!format || !column.is_dttm) return null;
  if (column.type && ctx.spec.genericType(column.type) === 'temporal') return null;
  return format;
}

/** The SQL of a dataset column as stored: quoted name, or its computed expression in parentheses. */
function storedSql(ctx: CompileContext, column: CompilerColumn): string {
  if (column.expression !== null && column.expression.trim() !== '') {
    return `(${ctx.ownerSql(column.expression, `The expression of column ${column.column_name}`)})`;
  }
  return ctx.quote(column.column_name);
}

/** Converts `sql` (the stored value of `column`) to a timestamp by its format, through the engine spec. */
function convert(ctx: CompileContext, column: CompilerColumn, sql: string, format: string): string {
  const conversions = ctx.spec.temporalFormats;
  if (!conversions) {
    throw new CompileError(
      `Column ${column.column_name} stores its times as "${format}", which ${ctx.spec.engineName} cannot read as times`,
      ErrorType.GENERIC_DB_ENGINE_ERROR,
    );
  }
  if (format === 'epoch_s') return conversions.epochSeconds(sql);
  if (format === 'epoch_ms') return conversions.epochMilliseconds(sql);
  const parts = parseDateFormat(format, column.column_name);
  const parsed = conversions.parseText(ctx.dialect.castToString(sql), parts, ctx.literal);
  if (parsed === null) {
    throw new CompileError(
      `${ctx.spec.engineName} cannot read the datetime format "${format}" of column ${column.column_name}`,
      ErrorType.GENERIC_DB_ENGINE_ERROR,
    );
  }
  return parsed;
}

/**
 * The SQL of a dataset column: its stored value, or, for a temporal column stored as a number
 * or as text with a `python_date_format` when `asTime` is set, that value read as a timestamp.
 *
 * @example
 * ```ts
 * // video_game_sales.year: BIGINT, is_dttm, '%Y', on DuckDB
 * columnSql(ctx, year, true); // try_strptime(CAST("year" AS VARCHAR), '%Y')
 * columnSql(ctx, year, false); // "year"
 * ```
 */
export function columnSql(ctx: CompileContext, column: CompilerColumn, asTime: boolean): string {
  const sql = storedSql(ctx, column);
  const format = asTime ? storedTimeFormat(ctx, column) : null;
  return format === null ? sql : convert(ctx, column, sql, format);
}

/** What a time range is compared with, and how its bounds are written. */
export interface TimeRangeTarget {
  sql: string;
  /** A bound (canonical ISO local date-time) as a value comparable with `sql`. */
  bound: (iso: string) => string;
}

/**
 * How a time range bounds a dataset column. An epoch column compares its raw numbers with the
 * bounds turned into seconds or milliseconds: exact (the conversion keeps order) and able to use
 * the column's index. Any other temporal column compares its value read as a timestamp with
 * timestamp bounds: text layouts need not sort like the times they spell, and a coarse layout
 * (`%Y`) compared as text would take 2010 to start after 2010-06-01.
 */
export function timeRangeTarget(ctx: CompileContext, column: CompilerColumn): TimeRangeTarget {
  const format = storedTimeFormat(ctx, column);
  if (format === 'epoch_s' || format === 'epoch_ms') {
    const divisor = EPOCH_FORMATS[format];
    return {
      sql: storedSql(ctx, column),
      bound: (iso) => {
        timestampSql(ctx, iso); // the same check of the bound as for timestamp literals
        return ctx.literal(Date.parse(`${iso}Z`) / divisor);
      },
    };
  }
  return { sql: columnSql(ctx, column, true), bound: (iso) => timestampSql(ctx, iso) };
}
