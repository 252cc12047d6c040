/** The browser's time zone ("Europe/Paris"), or UTC when it names none. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

let cached: readonly string[] | null = null;

/** Every IANA time zone the browser knows, UTC first. */
export function timezoneNames(): readonly string[] {
  if (cached) return cached;
  let names: string[] = [];
  try {
    names = Intl.supportedValuesOf('timeZone');
  } catch {
    names = [];
  }
  cached = ['UTC', ...names.filter((name) => name !== 'UTC')];
  return cached;
}

/** A zone's current offset from UTC as "UTC+02:00", or '' when the browser cannot say. */
export function utcOffsetLabel(timezone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' }).formatToParts(at).find((entry) => entry.type === 'timeZoneName');
    const text = part?.value ?? '';
    return text === 'GMT' ? 'UTC+00:00' : text.replace(/^GMT/, 'UTC');
  } catch {
    return '';
  }
}
