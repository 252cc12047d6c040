/**
 * The current time as the metadata store writes timestamps: ISO-8601 in UTC with milliseconds,
 * e.g. `2024-05-01T09:30:00.000Z`. Text compares in time order and reads the same on every dialect.
 */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
