/** Row limits offered in the limit dropdown, before the database's maximum caps them. */
export const QUERY_LIMIT_CHOICES: readonly number[] = [10, 100, 1_000, 10_000, 100_000, 1_000_000];

/**
 * The limit dropdown's choices: the standard ones up to the maximum rows (SQL_MAX_ROW), the
 * maximum itself, and the tab's current limit, ascending and distinct.
 */
export function queryLimitOptions(current: number, maxRow: number | null): number[] {
  const capped = QUERY_LIMIT_CHOICES.filter((choice) => maxRow === null || choice <= maxRow);
  const options = new Set([...capped, ...(maxRow !== null ? [maxRow] : []), current]);
  return [...options].sort((a, b) => a - b);
}

const compact = new Intl.NumberFormat('en-US');

/** A limit as the dropdown shows it: `1,000`. */
export function formatLimit(limit: number): string {
  return compact.format(limit);
}
