import { NO_TIME_RANGE, type TimeUnit } from '@core/query/time-range/index.js';
import { tokenizeTimeExpression } from '@core/query/time-range/tokenize-time-expression.js';

/** The modes of the time-range editor, in the order its Range type menu lists them. */
export const TIME_RANGE_MODES = ['No filter', 'Last', 'Previous', 'Current', 'Custom', 'Advanced'] as const;

/** One of {@link TIME_RANGE_MODES}. */
export type TimeRangeMode = (typeof TIME_RANGE_MODES)[number];

/** The ranges of the Last mode, spelled as the time-range grammar reads them. */
export const LAST_RANGES: readonly string[] = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'];

/** The whole previous calendar periods of the Previous mode. */
export const PREVIOUS_RANGES: readonly string[] = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
];

/** The current calendar periods of the Current mode. */
export const CURRENT_RANGES: readonly string[] = ['Current day', 'Current week', 'Current month', 'Current quarter', 'Current year'];

/** The units a relative bound of the Custom mode counts. */
export const CUSTOM_BOUND_UNITS: readonly TimeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];

/** One end of a Custom range: a date-time, an amount of time before or after now, now, or midnight today. */
export type CustomBound =
  | { kind: 'specific'; dateTime: string }
  | { kind: 'relative'; amount: number; unit: TimeUnit; direction: 'before' | 'after' }
  | { kind: 'now' }
  | { kind: 'today' };

/** What the time-range editor edits: a mode and the parts that mode builds its expression from. */
export type TimeRangeDraft =
  | { mode: 'No filter' }
  | { mode: 'Last' | 'Previous' | 'Current'; range: string }
  | { mode: 'Custom'; start: CustomBound; end: CustomBound }
  | { mode: 'Advanced'; start: string; end: string };

const SEPARATOR = ' : ';
const PRESETS: ReadonlyArray<readonly ['Last' | 'Previous' | 'Current', readonly string[]]> = [
  ['Last', LAST_RANGES],
  ['Previous', PREVIOUS_RANGES],
  ['Current', CURRENT_RANGES],
];
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const RELATIVE = /^(\d+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s+(ago|later)$/i;

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date-time as `YYYY-MM-DDTHH:mm:ss`, the form a specific bound is stored in. */
export function formatLocalDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Normalises `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` (what a datetime-local input gives) or
 * `YYYY-MM-DD HH:mm:ss` to `YYYY-MM-DDTHH:mm:ss`; null for anything else.
 */
export function normalizeDateTime(text: string): string | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

/**
 * Splits a `start : end` range at its separator, the way the server's grammar finds it (a colon
 * inside a time such as `10:30` or inside quotes is not one); null when there is no single separator.
 */
export function splitTimeRange(value: string): [string, string] | null {
  let separators: number[];
  try {
    separators = tokenizeTimeExpression(value)
      .filter((token) => token.kind === ':')
      .map((token) => token.start);
  } catch {
    // Text the grammar cannot even tokenize: fall back on the separator as the picker writes it.
    const parts = value.split(SEPARATOR);
    return parts.length === 2 ? [parts[0]!.trim(), parts[1]!.trim()] : null;
  }
  if (separators.length !== 1) return null;
  const at = separators[0]!;
  return [value.slice(0, at).trim(), value.slice(at + 1).trim()];
}

/** Reads one side of a range as a Custom bound; null when the Custom mode cannot show it. */
export function parseCustomBound(text: string): CustomBound | null {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  if (lower === 'now') return { kind: 'now' };
  if (lower === 'today') return { kind: 'today' };
  const dateTime = normalizeDateTime(trimmed);
  if (dateTime) return { kind: 'specific', dateTime };
  const relative = RELATIVE.exec(trimmed);
  if (relative) {
    const amount = Number(relative[1]);
    if (!Number.isSafeInteger(amount)) return null;
    return {
      kind: 'relative',
      amount,
      unit: relative[2]!.toLowerCase() as TimeUnit,
      direction: relative[3]!.toLowerCase() === 'ago' ? 'before' : 'after',
    };
  }
  return null;
}

/** The time expression of a Custom bound: `2024-01-01T00:00:00`, `7 days ago`, `3 hours later`, `now`, `today`. */
export function customBoundExpression(bound: CustomBound): string {
  switch (bound.kind) {
    case 'specific':
      return normalizeDateTime(bound.dateTime) ?? bound.dateTime.trim();
    case 'relative':
      return `${bound.amount} ${bound.unit}${bound.amount === 1 ? '' : 's'} ${bound.direction === 'before' ? 'ago' : 'later'}`;
    case 'now':
      return 'now';
    case 'today':
      return 'today';
  }
}

/** The `time_range` value a draft stands for. */
export function buildTimeRangeExpression(draft: TimeRangeDraft): string {
  switch (draft.mode) {
    case 'No filter':
      return NO_TIME_RANGE;
    case 'Last':
    case 'Previous':
    case 'Current':
      return draft.range;
    case 'Custom':
      return `${customBoundExpression(draft.start)}${SEPARATOR}${customBoundExpression(draft.end)}`;
    case 'Advanced':
      return `${draft.start.trim()}${SEPARATOR}${draft.end.trim()}`;
  }
}

/**
 * Which mode shows a stored `time_range`, with its parts: `No filter` (also for empty), a preset
 * of Last, Previous or Current (matched case-insensitively, returned in the preset's spelling),
 * Custom when both sides of `start : end` are bounds it can show, else Advanced (a value that is
 * not a range at all, such as `Last 3 days`, goes whole into the start field).
 */
export function guessTimeRangeDraft(value: string | null | undefined): TimeRangeDraft {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return { mode: 'No filter' };
  const normalized = text.replace(/\s+/g, ' ').toLowerCase();
  for (const [mode, ranges] of PRESETS) {
    const range = ranges.find((candidate) => candidate.toLowerCase() === normalized);
    if (range) return { mode, range };
  }
  const sides = splitTimeRange(text);
  if (!sides) return { mode: 'Advanced', start: text, end: '' };
  const start = parseCustomBound(sides[0]);
  const end = parseCustomBound(sides[1]);
  if (start && end) return { mode: 'Custom', start, end };
  return { mode: 'Advanced', start: sides[0], end: sides[1] };
}

/**
 * A preset written as the two ends it stands for in the grammar: `Last week` is
 * `1 week ago : today`, `previous calendar month` is `start of last month : start of this month`,
 * `Current year` is `start of this year : start of next year`; null for anything else.
 */
export function presetSides(range: string): [string, string] | null {
  const words = range.trim().toLowerCase().split(/\s+/);
  const unit = words.at(-1) ?? '';
  if (words.length === 2 && words[0] === 'last' && LAST_RANGES.some((preset) => preset.toLowerCase() === words.join(' '))) {
    return [`1 ${unit} ago`, 'today'];
  }
  if (words.length === 3 && PREVIOUS_RANGES.some((preset) => preset === words.join(' '))) return [`start of last ${unit}`, `start of this ${unit}`];
  if (words.length === 2 && CURRENT_RANGES.some((preset) => preset.toLowerCase() === words.join(' '))) {
    return [`start of this ${unit}`, `start of next ${unit}`];
  }
  return null;
}

function sidesOf(draft: TimeRangeDraft): [string, string] | null {
  switch (draft.mode) {
    case 'No filter':
      return null;
    case 'Last':
    case 'Previous':
    case 'Current':
      return presetSides(draft.range);
    case 'Custom':
      return [customBoundExpression(draft.start), customBoundExpression(draft.end)];
    case 'Advanced':
      return [draft.start, draft.end];
  }
}

/**
 * The draft a mode starts from when the user switches to it, carrying over the current range where
 * the new mode can show it (a preset becomes its two ends in Advanced, and in Custom when both ends
 * are bounds Custom knows); otherwise Custom starts at 7 days ago until today.
 */
export function draftForMode(mode: TimeRangeMode, current: TimeRangeDraft): TimeRangeDraft {
  if (mode === current.mode) return current;
  const sides = sidesOf(current);
  switch (mode) {
    case 'No filter':
      return { mode };
    case 'Last':
      return { mode, range: LAST_RANGES[1]! };
    case 'Previous':
      return { mode, range: PREVIOUS_RANGES[0]! };
    case 'Current':
      return { mode, range: CURRENT_RANGES[0]! };
    case 'Custom': {
      const start = sides && parseCustomBound(sides[0]);
      const end = sides && parseCustomBound(sides[1]);
      if (start && end) return { mode, start, end };
      return { mode, start: { kind: 'relative', amount: 7, unit: 'day', direction: 'before' }, end: { kind: 'today' } };
    }
    case 'Advanced':
      return sides ? { mode, start: sides[0], end: sides[1] } : { mode, start: '', end: '' };
  }
}

function formatInstant(instant: string | null, open: string): string {
  if (!instant) return open;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(instant);
  if (!match) return instant;
  return match[2] === '00:00:00' ? match[1]! : `${match[1]} ${match[2]}`;
}

/**
 * A resolved range as the control shows it under the value: `2024-01-01 ≤ col < 2024-02-01`, with
 * the time of day only when it is not midnight and `-∞` / `∞` for open ends.
 */
export function formatResolvedTimeRange(range: { since: string | null; until: string | null }, columnLabel = 'col'): string {
  return `${formatInstant(range.since, '-∞')} ≤ ${columnLabel} < ${formatInstant(range.until, '∞')}`;
}

/** Whether a draft can be applied: a Custom specific bound needs a date-time, a relative one a whole amount. */
export function isTimeRangeDraftComplete(draft: TimeRangeDraft): boolean {
  if (draft.mode !== 'Custom') return true;
  return [draft.start, draft.end].every((bound) => {
    if (bound.kind === 'specific') return normalizeDateTime(bound.dateTime) !== null;
    if (bound.kind === 'relative') return Number.isSafeInteger(bound.amount) && bound.amount >= 0;
    return true;
  });
}
