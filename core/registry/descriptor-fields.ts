import type { PluginOf } from './problem-list.js';
import { isPlainObject } from './resolve-local-ref.js';

/** Reports one problem about the contribution being checked. */
export type Report = (problem: string) => void;

/** Viz keys: Superset's style (`echarts_timeseries_line`, `big_number_total`, `pivot_table_v2`). */
export const VIZ_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** Legacy viz keys: Superset's, which also include hyphenated ones (`ag-grid-table`). */
export const LEGACY_VIZ_KEY_PATTERN = /^[a-z][a-z0-9_-]*$/;

/** Other keys: lower case words joined by `-` or `_` (`download-csv`, `filter_select`). */
export const KEY_PATTERN = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;

/** The contribution as a record, or `undefined` (after reporting) when it is not an object. */
export function asRecord(contribution: unknown, report: Report): Record<string, unknown> | undefined {
  if (isPlainObject(contribution)) return contribution;
  report(`must be an object, got ${contribution === null ? 'null' : typeof contribution}`);
  return undefined;
}

/** The key to report problems under: the contribution's own, or its position. */
export function keyOf(contribution: unknown, field: string, index: number): string {
  const key = isPlainObject(contribution) ? contribution[field] : undefined;
  return typeof key === 'string' && key !== '' ? key : `#${index + 1}`;
}

export function checkKey(report: Report, record: Record<string, unknown>, field: string, pattern: RegExp): void {
  const key = record[field];
  if (typeof key !== 'string' || key === '') report(`${field} must be a non-empty string`);
  else if (!pattern.test(key)) report(`${field} '${key}' does not match ${pattern.source}`);
}

export function checkString(report: Report, record: Record<string, unknown>, field: string, optional = false): void {
  const value = record[field];
  if (optional && value === undefined) return;
  if (typeof value !== 'string' || value.trim() === '') report(`${field} must be a non-empty string`);
}

export function checkFunction(report: Report, record: Record<string, unknown>, field: string, optional = false): void {
  const value = record[field];
  if (optional && value === undefined) return;
  if (typeof value !== 'function') report(`${field} must be a function`);
}

export function checkBoolean(report: Report, record: Record<string, unknown>, field: string, optional = false): void {
  const value = record[field];
  if (optional && value === undefined) return;
  if (typeof value !== 'boolean') report(`${field} must be a boolean`);
}

export function checkFiniteNumber(report: Report, record: Record<string, unknown>, field: string): void {
  const value = record[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) report(`${field} must be a finite number`);
}

/** Checks a string array; returns it (or `[]`) so callers can check its items further. */
export function checkStringArray(report: Report, record: Record<string, unknown>, field: string, nonEmpty = false): readonly string[] {
  const value = record[field];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    report(`${field} must be an array of strings`);
    return [];
  }
  if (nonEmpty && value.length === 0) report(`${field} must not be empty`);
  const duplicates = value.filter((item, index) => value.indexOf(item) !== index);
  if (duplicates.length > 0) report(`${field} lists ${[...new Set(duplicates)].map((d) => `'${d}'`).join(', ')} more than once`);
  return value as string[];
}

/**
 * Reports every key used by more than one contribution, naming both contributions (by plugin
 * when known, otherwise by position and name).
 */
export function checkUniqueKeys(
  contributions: readonly unknown[],
  field: string,
  reporterFor: (contribution: unknown, index: number) => Report,
  pluginOf: PluginOf = () => undefined,
): void {
  const firstIndex = new Map<string, number>();
  const describe = (index: number): string => {
    const contribution = contributions[index];
    const plugin = pluginOf(contribution);
    const name = isPlainObject(contribution) && typeof contribution.name === 'string' ? ` "${contribution.name}"` : '';
    return plugin ? `plugin ${plugin}${name}` : `contribution #${index + 1}${name}`;
  };
  contributions.forEach((contribution, index) => {
    const key = isPlainObject(contribution) ? contribution[field] : undefined;
    if (typeof key !== 'string') return;
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else reporterFor(contribution, index)(`duplicate ${field} '${key}': contributed by ${describe(first)} and by ${describe(index)}`);
  });
}
