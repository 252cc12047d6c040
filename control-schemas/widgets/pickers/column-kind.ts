import type { ExploreColumn } from '../control-panel-context.js';

/** What a column holds, as far as the pickers' icons and defaults care. */
export type ColumnKind = 'numeric' | 'string' | 'temporal' | 'boolean' | 'unknown';

const KIND_BY_GENERIC_TYPE: Readonly<Record<number, ColumnKind>> = { 0: 'numeric', 1: 'string', 2: 'temporal', 3: 'boolean' };

// Used only when the server did not classify the column (type_generic null).
const TYPE_PATTERNS: ReadonlyArray<readonly [RegExp, ColumnKind]> = [
  [/BOOL/i, 'boolean'],
  [/DATE|TIME/i, 'temporal'],
  [/INT|DOUBLE|FLOAT|REAL|DECIMAL|NUMERIC|NUMBER|MONEY|HUGEINT/i, 'numeric'],
  [/CHAR|TEXT|STRING|UUID|ENUM|JSON/i, 'string'],
];

/**
 * The kind of a dataset column: temporal when flagged `is_dttm`, else from `type_generic`
 * (0 numeric, 1 string, 2 temporal, 3 boolean), else guessed from the database type name.
 */
export function columnKindOf(column: Pick<ExploreColumn, 'is_dttm' | 'type_generic' | 'type'>): ColumnKind {
  if (column.is_dttm) return 'temporal';
  if (column.type_generic !== undefined && column.type_generic !== null) return KIND_BY_GENERIC_TYPE[column.type_generic] ?? 'unknown';
  const type = column.type ?? '';
  for (const [pattern, kind] of TYPE_PATTERNS) if (pattern.test(type)) return kind;
  return 'unknown';
}

/** Whether a column can be a time column (`is_dttm`, or a generic temporal type). */
export function isTemporalColumn(column: Pick<ExploreColumn, 'is_dttm' | 'type_generic' | 'type'>): boolean {
  return column.is_dttm === true || column.type_generic === 2;
}

/** The name a column is shown under: its verbose name when it has one. */
export function columnDisplayName(column: Pick<ExploreColumn, 'column_name' | 'verbose_name'>): string {
  return column.verbose_name?.trim() || column.column_name;
}
