const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** An epoch-ms timestamp as pandas prints a `Timestamp`: `2021-01-31 00:00:00`, milliseconds when present. */
export function formatTimestamp(epochMs: number): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return String(epochMs);
  const text =
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return ms === 0 ? text : `${text}.${pad(ms, 3)}000`;
}

/**
 * A cell used as a column label (a pivot's group value), spelled as pandas' `str()` would spell it:
 * timestamps as `2021-01-31 00:00:00`, booleans `True`/`False`; missing values have no label.
 */
export function cellLabel(value: unknown, temporal: boolean): string | null {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value instanceof Date) return formatTimestamp(value.getTime());
  if (typeof value === 'number' && temporal) return formatTimestamp(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
