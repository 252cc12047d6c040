import { ErrorType } from '@core/errors/index.js';
import type { GenericColumnType } from '@core/plugin-api/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';

/** How explore writes a NULL in a filter value list. */
export const NULL_STRING = '<NULL>';
/** How explore writes the empty string in a filter value list. */
export const EMPTY_STRING = '<empty string>';

/** A value that can equal nothing in its column (`'abc'` for a numeric column). */
export const UNMATCHABLE: unique symbol = Symbol('unmatchable');

/** A filter value after typing: a JS value to render, a date-time (ISO) to render as a timestamp, or unmatchable. */
export type TypedFilterValue = string | number | boolean | null | { iso: string } | typeof UNMATCHABLE;

const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?)?$/;
const ISO_CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?$/;
const TRUE_WORDS = new Set(['true', 't', '1', 'yes', 'y']);

/** The special strings of explore's value lists: `<NULL>` and `<empty string>`. */
export function unescapeFilterValue(value: unknown): unknown {
  if (value === NULL_STRING) return null;
  if (value === EMPTY_STRING) return '';
  return value;
}

/** Epoch milliseconds as an ISO local date-time on a UTC clock (how engines hand temporal values out). */
export function epochMsToIso(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2024-01-31T00:00:00.000Z
  return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, 23);
}

/** A date or local date-time string in ISO form normalised to `YYYY-MM-DDTHH:mm:ss`; null when it is not one. */
export function normalizeIsoDateTime(text: string): string | null {
  const match = ISO_LOCAL.exec(text.trim());
  if (!match) return null;
  const [, date, hm = '00:00', seconds = ':00'] = match;
  const whole = seconds.slice(0, 3);
  const fraction = seconds.length > 3 ? seconds.slice(3, 7).padEnd(4, '0') : '';
  const iso = `${date}T${hm}${whole}${fraction === '.000' ? '' : fraction}`;
  return Number.isNaN(Date.parse(`${iso}Z`)) ? null : iso;
}

/**
 * Types one filter value by the column's generic type, as Superset's `filter_values_handler`
 * does: numbers stay numbers (numeric strings become numbers, others match nothing), booleans
 * from `true`/`1`/…, date-times from epoch ms or ISO strings, anything else for text columns
 * becomes a string. An unknown column type leaves the value as given.
 */
export function typeFilterValue(raw: unknown, genericType: GenericColumnType | null): TypedFilterValue {
  const value = unescapeFilterValue(raw);
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new CompileError(`Invalid filter value: ${JSON.stringify(value)}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new CompileError(`Invalid filter value: ${String(value)}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  switch (genericType) {
    case 'numeric': {
      if (typeof value === 'number') return value;
      if (typeof value === 'boolean') return value ? 1 : 0;
      const n = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isFinite(n) ? n : UNMATCHABLE;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (typeof value === 'number') return value !== 0;
      return TRUE_WORDS.has(value.trim().toLowerCase());
    case 'temporal': {
      if (typeof value === 'number') return { iso: epochMsToIso(value) };
      if (typeof value === 'string') {
        const iso = normalizeIsoDateTime(value);
        return iso ? { iso } : value;
      }
      return value;
    }
    case 'string':
      return String(value);
    default:
      return value;
  }
}

/** Renders a typed value through the engine spec: never by pasting raw text into SQL. */
export function renderTypedValue(ctx: CompileContext, value: Exclude<TypedFilterValue, typeof UNMATCHABLE>): string {
  if (value === null) return 'NULL';
  if (typeof value === 'object') return timestampSql(ctx, value.iso);
  return ctx.literal(value);
}

/** A timestamp literal of the engine for a canonical ISO local date-time (checked before it reaches the spec). */
export function timestampSql(ctx: CompileContext, iso: string): string {
  if (!ISO_CANONICAL.test(iso)) throw new CompileError(`Invalid date-time: ${iso}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  return ctx.spec.timestampLiteral(iso);
}
