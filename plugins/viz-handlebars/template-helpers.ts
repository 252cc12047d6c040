import { getNumberFormatter } from '@core/plugin-api/index.js';
import { formatTemplateDate } from './format-date.js';

/** What a helper receives: its positional arguments and its `key=value` arguments, evaluated. */
export type TemplateHelper = (args: readonly unknown[], hash: Readonly<Record<string, unknown>>) => unknown;

/** Handlebars' truthiness: false, null, undefined, '', 0 and [] are false. */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value) && !(typeof value === 'number' && Number.isNaN(value));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** Whether an array holds `value` or a string contains it as text; `undefined` for anything else. */
const contains = (collection: unknown, value: unknown): boolean | undefined =>
  Array.isArray(collection) ? collection.includes(value) : typeof collection === 'string' ? collection.includes(String(value)) : undefined;
const sizeOf = (value: unknown) => (Array.isArray(value) || typeof value === 'string' ? value.length : isPlainObject(value) ? Object.keys(value).length : 0);

/**
 * The helpers a template may call, pure functions of their arguments. Superset's own:
 * `dateFormat value format="YYYY-MM-DD"`, `formatNumber value format=",.2f"` (or
 * `locale="de-DE"`), `stringify value`, `parseJson text`, `t text`; and the common ones of the
 * helper library Superset registers: comparisons (`eq`, `eqw`, `neq`, `neqw`, `lt`, `lte`, `gt`,
 * `gte`), logic (`and`, `or`, `not`, `ifx`, `coalesce`), collections (`empty`, `count`,
 * `includes`, `excludes`, `join`, `lookup`), arithmetic (`sum`, `difference`, `multiplication`,
 * `division`, `remainder`, `ceil`, `floor`, `abs`) and strings (`uppercase`, `lowercase`,
 * `capitalizeFirst`, `capitalizeEach`, `titleize`, `truncate`, `concat`, `formatDate`).
 */
export const TEMPLATE_HELPERS: Readonly<Record<string, TemplateHelper>> = Object.freeze({
  dateFormat: ([value], hash) => formatTemplateDate(value, typeof hash.format === 'string' ? hash.format : 'YYYY-MM-DD'),
  formatDate: ([format, value]) => formatTemplateDate(value, typeof format === 'string' ? format : 'YYYY-MM-DD'),
  formatNumber: ([value], hash) => {
    if (value === null || value === undefined || value === '') return '';
    const number = num(value);
    if (Number.isNaN(number)) return String(value);
    if (typeof hash.format === 'string') return getNumberFormatter(hash.format)(number);
    if (typeof hash.locale === 'string') {
      try {
        return number.toLocaleString(hash.locale);
      } catch {
        return number.toLocaleString();
      }
    }
    return getNumberFormatter(null)(number);
  },
  stringify: (args) => {
    if (args.length === 0) throw new Error('Please call with an object. Example: `stringify myObj`');
    const [value] = args;
    return isPlainObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);
  },
  parseJson: ([value]) => {
    try {
      return JSON.parse(String(value));
    } catch (error) {
      throw new Error(`Invalid JSON string: ${error instanceof Error ? error.message : String(error)}`);
    }
  },
  t: ([value]) => text(value),
  eq: ([a, b]) => a === b,
  eqw: ([a, b]) => a == b,
  neq: ([a, b]) => a !== b,
  neqw: ([a, b]) => a != b,
  lt: ([a, b]) => num(a) < num(b),
  lte: ([a, b]) => num(a) <= num(b),
  gt: ([a, b]) => num(a) > num(b),
  gte: ([a, b]) => num(a) >= num(b),
  not: ([value]) => !isTruthy(value),
  and: (args) => args.every(isTruthy),
  or: (args) => args.some(isTruthy),
  ifx: ([condition, yes, no]) => (isTruthy(condition) ? yes : (no ?? '')),
  coalesce: (args) => args.find((value) => value !== null && value !== undefined && value !== '') ?? '',
  empty: ([value]) => sizeOf(value) === 0,
  count: ([value]) => (Array.isArray(value) ? value.length : false),
  includes: ([collection, value]) => contains(collection, value) ?? false,
  excludes: ([collection, value]) => !(contains(collection, value) ?? false),
  join: ([collection, separator]) => (Array.isArray(collection) ? collection.map(text).join(typeof separator === 'string' ? separator : ' ') : ''),
  lookup: ([object, key]) => (object !== null && typeof object === 'object' && Object.hasOwn(object, String(key)) ? (object as Record<string, unknown>)[String(key)] : undefined),
  sum: ([a, b]) => num(a) + num(b),
  difference: ([a, b]) => num(a) - num(b),
  multiplication: ([a, b]) => num(a) * num(b),
  division: ([a, b]) => num(a) / num(b),
  remainder: ([a, b]) => num(a) % num(b),
  ceil: ([value]) => Math.ceil(num(value)),
  floor: ([value]) => Math.floor(num(value)),
  abs: ([value]) => Math.abs(num(value)),
  uppercase: ([value]) => text(value).toUpperCase(),
  lowercase: ([value]) => text(value).toLowerCase(),
  capitalizeFirst: ([value]) => text(value).replace(/^./, (c) => c.toUpperCase()),
  capitalizeEach: ([value]) => text(value).replace(/\b\w/g, (c) => c.toUpperCase()),
  titleize: ([value]) => text(value).toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()),
  truncate: ([value, length, suffix]) => {
    const full = text(value);
    const limit = Math.max(0, Math.floor(num(length)));
    return full.length > limit ? `${full.slice(0, limit)}${typeof suffix === 'string' ? suffix : '…'}` : full;
  },
  concat: (args) => args.map(text).join(''),
});
