/** The schedules the cron editor offers without cron syntax. */
export type CronPreset =
  | { kind: 'minute' }
  | { kind: 'hour'; minute: number }
  | { kind: 'day'; hour: number; minute: number }
  | { kind: 'week'; weekday: number; hour: number; minute: number }
  | { kind: 'month'; monthDay: number; hour: number; minute: number }
  | { kind: 'custom' };

export type CronPresetKind = CronPreset['kind'];

/** The editor's choices, in its menu's order. */
export const CRON_PRESET_LABELS: ReadonlyArray<readonly [CronPresetKind, string]> = [
  ['minute', 'Every minute'],
  ['hour', 'Every hour'],
  ['day', 'Every day'],
  ['week', 'Every week'],
  ['month', 'Every month'],
  ['custom', 'Custom (cron expression)'],
];

/** Day-of-week numbers as cron counts them (0 = Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The default schedule of a new report: every day at 09:00. */
export const DEFAULT_REPORT_CRON = '0 9 * * *';

function whole(text: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The preset an expression is, or `custom` when it is none of them. */
export function presetOf(expression: string): CronPreset {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return { kind: 'custom' };
  const [minuteText = '', hourText = '', dayText = '', monthText = '', weekdayText = ''] = parts;
  if (monthText !== '*') return { kind: 'custom' };
  if (parts.every((part) => part === '*')) return { kind: 'minute' };
  const minute = whole(minuteText, 0, 59);
  if (minute === null) return { kind: 'custom' };
  if (hourText === '*') return dayText === '*' && weekdayText === '*' ? { kind: 'hour', minute } : { kind: 'custom' };
  const hour = whole(hourText, 0, 23);
  if (hour === null) return { kind: 'custom' };
  if (dayText === '*' && weekdayText === '*') return { kind: 'day', hour, minute };
  if (dayText === '*') {
    const weekday = whole(weekdayText, 0, 6);
    return weekday === null ? { kind: 'custom' } : { kind: 'week', weekday, hour, minute };
  }
  const monthDay = weekdayText === '*' ? whole(dayText, 1, 31) : null;
  return monthDay === null ? { kind: 'custom' } : { kind: 'month', monthDay, hour, minute };
}

/** The expression of a preset (`custom` has none: null). */
export function cronOf(preset: CronPreset): string | null {
  switch (preset.kind) {
    case 'minute':
      return '* * * * *';
    case 'hour':
      return `${preset.minute} * * * *`;
    case 'day':
      return `${preset.minute} ${preset.hour} * * *`;
    case 'week':
      return `${preset.minute} ${preset.hour} * * ${preset.weekday}`;
    case 'month':
      return `${preset.minute} ${preset.hour} ${preset.monthDay} * *`;
    case 'custom':
      return null;
  }
}

/** The time a preset runs at ('09:00'), or 09:00 when it has none. */
export function timeOf(preset: CronPreset): { hour: number; minute: number } {
  if (preset.kind === 'day' || preset.kind === 'week' || preset.kind === 'month') return { hour: preset.hour, minute: preset.minute };
  return { hour: 9, minute: preset.kind === 'hour' ? preset.minute : 0 };
}

/** The preset of another kind that keeps what it can of `from` (its time, weekday, day of month). */
export function switchPreset(from: CronPreset, kind: CronPresetKind): CronPreset {
  const { hour, minute } = timeOf(from);
  switch (kind) {
    case 'minute':
      return { kind };
    case 'hour':
      return { kind, minute };
    case 'day':
      return { kind, hour, minute };
    case 'week':
      return { kind, weekday: from.kind === 'week' ? from.weekday : 1, hour, minute };
    case 'month':
      return { kind, monthDay: from.kind === 'month' ? from.monthDay : 1, hour, minute };
    case 'custom':
      return { kind };
  }
}

/** `HH:MM` of an hour and minute, as a time input shows it. */
export function clockText(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The hour and minute of a time input's `HH:MM`, or null. */
export function parseClock(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  if (!match) return null;
  const hour = whole(match[1] ?? '', 0, 23);
  const minute = whole(match[2] ?? '', 0, 59);
  return hour === null || minute === null ? null : { hour, minute };
}
