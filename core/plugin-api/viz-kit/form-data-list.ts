/**
 * A list-valued form-data field (`groupby`, `metrics`, `time_compare`…) as an array: a list as it
 * is, a single value wrapped, and a missing one (undefined, null, or the empty string a cleared
 * select leaves) as `[]`.
 *
 * @example
 * ```ts
 * formDataList<string>('gender'); // ['gender']
 * formDataList<string>(null); // []
 * ```
 */
export function formDataList<T>(value: T | T[] | null | undefined): T[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}
