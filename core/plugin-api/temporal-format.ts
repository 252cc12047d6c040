/**
 * The strftime directives a dataset column's `python_date_format` may use: year (`Y`, two-digit
 * `y`), month (`m`, names `b`/`B`), day (`d`, day of year `j`), hours (`H`, 12-hour `I` with
 * `p`), minutes (`M`), seconds (`S`), microseconds (`f`) and weekday names (`a`/`A`).
 */
export type DateFormatDirective = 'Y' | 'y' | 'm' | 'b' | 'B' | 'd' | 'j' | 'H' | 'I' | 'p' | 'M' | 'S' | 'f' | 'a' | 'A';

/** One piece of a strftime pattern: a directive (`%Y` is `{ directive: 'Y' }`) or literal text. */
export type DateFormatPart = { directive: DateFormatDirective } | { literal: string };

/**
 * How an engine turns a column that stores a time as a number or as text into a timestamp, for
 * the dataset column's `python_date_format`. The SQL each function returns is a timestamp
 * without time zone holding the UTC instant (epochs) or the wall-clock time the text spells.
 *
 * @example
 * ```ts
 * const conversions: TemporalFormatConversions = {
 *   epochSeconds: (sql) => `make_timestamp(CAST(ROUND(CAST(${sql} AS DOUBLE) * 1000000) AS BIGINT))`,
 *   epochMilliseconds: (sql) => `epoch_ms(CAST(${sql} AS BIGINT))`,
 *   parseText: (text, parts, literal) => `try_strptime(${text}, ${literal(toDuckDbPattern(parts))})`,
 * };
 * ```
 */
export interface TemporalFormatConversions {
  /** A timestamp from seconds since 1970-01-01 UTC (`epoch_s`); `sql` may be fractional. */
  epochSeconds: (sql: string) => string;
  /** A timestamp from milliseconds since 1970-01-01 UTC (`epoch_ms`). */
  epochMilliseconds: (sql: string) => string;
  /**
   * A timestamp read from the text `text` (already cast to the engine's text type) laid out as
   * `parts`; `literal` renders a string literal of the engine. Null when the engine cannot read
   * that layout (a directive it has no equivalent for).
   */
  parseText: (text: string, parts: readonly DateFormatPart[], literal: (value: string) => string) => string | null;
}

/**
 * Writes a pattern in an engine's own notation: each directive by `directives` (null when one is
 * missing there, i.e. the engine cannot read it), literal text through `literal`.
 *
 * @example
 * ```ts
 * translateDateFormat([{ directive: 'Y' }, { literal: '-' }, { directive: 'm' }], { Y: 'YYYY', m: 'MM' }, (t) => t); // 'YYYY-MM'
 * ```
 */
export function translateDateFormat(
  parts: readonly DateFormatPart[],
  directives: Readonly<Partial<Record<DateFormatDirective, string>>>,
  literal: (text: string) => string,
): string | null {
  let out = '';
  for (const part of parts) {
    if ('literal' in part) {
      out += literal(part.literal);
      continue;
    }
    const written = directives[part.directive];
    if (written === undefined) return null;
    out += written;
  }
  return out;
}
