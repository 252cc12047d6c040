type Json = unknown;

function insertPath(tree: Map<string, Map<string, unknown> | true>, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    tree.set(head, true);
    return;
  }
  const existing = tree.get(head);
  if (existing === true) return;
  const child = (existing as Map<string, Map<string, unknown> | true> | undefined) ?? new Map<string, Map<string, unknown> | true>();
  tree.set(head, child);
  insertPath(child, rest);
}

function pick(value: Json, tree: Map<string, Map<string, unknown> | true>): Json {
  if (Array.isArray(value)) return value.map((item) => pick(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [key, sub] of tree) {
    if (!(key in source)) continue;
    out[key] = sub === true ? source[key] : pick(source[key], sub as Map<string, Map<string, unknown> | true>);
  }
  return out;
}

/**
 * Keeps only the requested fields of a serialised object, as Flask-AppBuilder's `columns`
 * selection does: dotted names reach into nested objects and into each element of nested
 * arrays (`database.database_name`, `owners.id`, `columns.column_name`). Names outside
 * `allowed` are dropped; no names (or none allowed) keeps everything.
 */
export function selectFields<T>(value: T, columns: readonly string[] | undefined, allowed: ReadonlySet<string>): T {
  const wanted = (columns ?? []).filter((c) => allowed.has(c) || allowed.has(c.split('.')[0]!));
  if (wanted.length === 0) return value;
  const tree = new Map<string, Map<string, unknown> | true>();
  for (const column of wanted) insertPath(tree, column.split('.'));
  return pick(value, tree) as T;
}
