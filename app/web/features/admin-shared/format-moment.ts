const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A stored moment (ISO-8601, UTC when it names no zone) in the reader's time zone, e.g.
 * "3 May 2024, 11:00"; `fallback` when there is none or it cannot be read.
 */
export function formatMoment(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const time = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isFinite(time) ? FORMAT.format(time) : fallback;
}
