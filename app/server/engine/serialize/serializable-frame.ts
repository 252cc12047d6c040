import type { GenericColumnType } from '@core/plugin-api/engine-connection.js';

/**
 * A result in columnar layout as the serializers read it: `data[i]` holds the values of
 * `columns[i]`. Post-processing's `Frame` fits as is; temporal values are epoch milliseconds.
 */
export interface SerializableFrame {
  columns: readonly string[];
  data: ReadonlyArray<ArrayLike<unknown>>;
  /** Columns known to hold timestamps (post-processing's `Frame.temporalColumns`). */
  temporalColumns?: readonly string[];
}

/** Generic type per column, parallel to `columns`; unknown entries are inferred from the values. */
export type ColumnTypes = readonly (GenericColumnType | null | undefined)[];

/** Rows in the frame: the length of its first column. */
export function rowCountOf(frame: SerializableFrame): number {
  return frame.data[0]?.length ?? 0;
}

/** Whether column `index` holds timestamps, by its declared type or the frame's temporal list. */
export function isTemporalColumn(frame: SerializableFrame, types: ColumnTypes | undefined, index: number): boolean {
  const declared = types?.[index];
  if (declared) return declared === 'temporal';
  return frame.temporalColumns?.includes(frame.columns[index]!) ?? false;
}

/**
 * Epoch ms (number or bigint), a Date or a date string as epoch ms; null when it is none of
 * these, so one malformed cell becomes an empty cell rather than a failed export.
 */
export function toEpochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === 'string') {
    // Naive date-times are wall-clock values kept as UTC, like the engines' epoch ms.
    const iso = value.includes(' ') && !value.includes('T') ? value.replace(' ', 'T') : value;
    const hasZone = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(iso);
    const parsed = Date.parse(hasZone || !iso.includes('T') ? iso : `${iso}Z`);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
