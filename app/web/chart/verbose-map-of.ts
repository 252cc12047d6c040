/**
 * A dataset's `verbose_map` (column and metric names → display names) as the API answers it,
 * its non-text entries left out; `undefined` when the dataset has none.
 */
export function verboseMapOf(dataset: unknown): Readonly<Record<string, string>> | undefined {
  if (dataset === null || typeof dataset !== 'object') return undefined;
  const map = (dataset as { verbose_map?: unknown }).verbose_map;
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return undefined;
  return Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
