import { resolveTimeRange } from '@core/query/time-range/index.js';
import { describe, expect, it } from 'vitest';
import {
  buildTimeRangeExpression,
  CURRENT_RANGES,
  customBoundExpression,
  draftForMode,
  formatLocalDateTime,
  formatResolvedTimeRange,
  guessTimeRangeDraft,
  isTimeRangeDraftComplete,
  LAST_RANGES,
  normalizeDateTime,
  parseCustomBound,
  presetSides,
  PREVIOUS_RANGES,
  splitTimeRange,
  type TimeRangeDraft,
} from './time-range-expression.js';

const NOW = new Date(2024, 0, 31, 10, 30, 15);

describe('the preset ranges', () => {
  it('are all understood by the server grammar', () => {
    for (const range of [...LAST_RANGES, ...PREVIOUS_RANGES, ...CURRENT_RANGES]) {
      const { since, until } = resolveTimeRange(range, { now: NOW });
      expect(since, range).not.toBeNull();
      expect(until, range).not.toBeNull();
    }
  });
});

describe('guessTimeRangeDraft', () => {
  it.each([
    ['No filter', { mode: 'No filter' }],
    ['no filter', { mode: 'No filter' }],
    ['', { mode: 'No filter' }],
    [null, { mode: 'No filter' }],
    ['Last week', { mode: 'Last', range: 'Last week' }],
    ['last  QUARTER', { mode: 'Last', range: 'Last quarter' }],
    ['previous calendar month', { mode: 'Previous', range: 'previous calendar month' }],
    ['Previous Calendar Year', { mode: 'Previous', range: 'previous calendar year' }],
    ['Current day', { mode: 'Current', range: 'Current day' }],
  ] as Array<[string | null, TimeRangeDraft]>)('%j is %j', (value, draft) => {
    expect(guessTimeRangeDraft(value)).toEqual(draft);
  });

  it('reads ranges of dates, relative amounts, now and today as Custom', () => {
    expect(guessTimeRangeDraft('2024-01-01 : 2024-02-01T12:30:00')).toEqual({
      mode: 'Custom',
      start: { kind: 'specific', dateTime: '2024-01-01T00:00:00' },
      end: { kind: 'specific', dateTime: '2024-02-01T12:30:00' },
    });
    expect(guessTimeRangeDraft('7 days ago : now')).toEqual({
      mode: 'Custom',
      start: { kind: 'relative', amount: 7, unit: 'day', direction: 'before' },
      end: { kind: 'now' },
    });
    expect(guessTimeRangeDraft('today : 1 month later')).toEqual({
      mode: 'Custom',
      start: { kind: 'today' },
      end: { kind: 'relative', amount: 1, unit: 'month', direction: 'after' },
    });
  });

  it('falls back to Advanced for anything else', () => {
    expect(guessTimeRangeDraft('DATEADD(DATETIME("today"), -7, day) : today')).toEqual({
      mode: 'Advanced',
      start: 'DATEADD(DATETIME("today"), -7, day)',
      end: 'today',
    });
    expect(guessTimeRangeDraft('2020-01-01 : ')).toEqual({ mode: 'Advanced', start: '2020-01-01', end: '' });
    expect(guessTimeRangeDraft('Last 3 days')).toEqual({ mode: 'Advanced', start: 'Last 3 days', end: '' });
  });
});

describe('splitTimeRange', () => {
  it('splits at the separator the grammar sees, not at the colons of a time', () => {
    expect(splitTimeRange('2020-01-01T10:20:30 : 2020-01-02 08:00')).toEqual(['2020-01-01T10:20:30', '2020-01-02 08:00']);
    expect(splitTimeRange('2020-01-01:2021-01-01')).toEqual(['2020-01-01', '2021-01-01']);
    expect(splitTimeRange('DATETIME("a:b") : now')).toEqual(['DATETIME("a:b")', 'now']);
    expect(splitTimeRange(' : ')).toEqual(['', '']);
  });

  it('returns null without exactly one separator', () => {
    expect(splitTimeRange('Last week')).toBeNull();
    expect(splitTimeRange('a : b : c')).toBeNull();
  });

  it('still splits text the grammar cannot tokenize', () => {
    expect(splitTimeRange('€ : now')).toEqual(['€', 'now']);
  });
});

describe('custom bounds', () => {
  it('parses what it can show and refuses the rest', () => {
    expect(parseCustomBound('NOW')).toEqual({ kind: 'now' });
    expect(parseCustomBound('2024-05-06 07:08')).toEqual({ kind: 'specific', dateTime: '2024-05-06T07:08:00' });
    expect(parseCustomBound('1 hour later')).toEqual({ kind: 'relative', amount: 1, unit: 'hour', direction: 'after' });
    expect(parseCustomBound('3 Weeks Ago')).toEqual({ kind: 'relative', amount: 3, unit: 'week', direction: 'before' });
    expect(parseCustomBound('yesterday')).toBeNull();
    expect(parseCustomBound('3 weeks')).toBeNull();
    expect(parseCustomBound('2024-5-6')).toBeNull();
  });

  it('writes expressions the grammar resolves as meant', () => {
    const at = (bound: Parameters<typeof customBoundExpression>[0]) => customBoundExpression(bound);
    expect(at({ kind: 'relative', amount: 1, unit: 'day', direction: 'before' })).toBe('1 day ago');
    expect(at({ kind: 'relative', amount: 2, unit: 'quarter', direction: 'after' })).toBe('2 quarters later');
    expect(at({ kind: 'specific', dateTime: '2024-01-01T10:00' })).toBe('2024-01-01T10:00:00');
    const expression = buildTimeRangeExpression({
      mode: 'Custom',
      start: { kind: 'relative', amount: 7, unit: 'day', direction: 'before' },
      end: { kind: 'today' },
    });
    expect(expression).toBe('7 days ago : today');
    expect(resolveTimeRange(expression, { now: NOW })).toEqual({ since: '2024-01-24T00:00:00', until: '2024-01-31T00:00:00' });
  });

  it('round-trips every Custom draft through its expression', () => {
    const drafts: TimeRangeDraft[] = [
      { mode: 'Custom', start: { kind: 'specific', dateTime: '2023-03-04T05:06:07' }, end: { kind: 'now' } },
      { mode: 'Custom', start: { kind: 'relative', amount: 90, unit: 'minute', direction: 'before' }, end: { kind: 'relative', amount: 1, unit: 'year', direction: 'after' } },
    ];
    for (const draft of drafts) expect(guessTimeRangeDraft(buildTimeRangeExpression(draft))).toEqual(draft);
  });

  it('normalises date-times and formats local dates', () => {
    expect(normalizeDateTime('2024-01-02')).toBe('2024-01-02T00:00:00');
    expect(normalizeDateTime('2024-01-02T03:04')).toBe('2024-01-02T03:04:00');
    expect(normalizeDateTime('soon')).toBeNull();
    expect(formatLocalDateTime(NOW)).toBe('2024-01-31T10:30:15');
  });

  it('is incomplete while a specific date is empty', () => {
    expect(isTimeRangeDraftComplete({ mode: 'Custom', start: { kind: 'specific', dateTime: '' }, end: { kind: 'now' } })).toBe(false);
    expect(isTimeRangeDraftComplete({ mode: 'Custom', start: { kind: 'relative', amount: Number.NaN, unit: 'day', direction: 'before' }, end: { kind: 'now' } })).toBe(false);
    expect(isTimeRangeDraftComplete({ mode: 'Custom', start: { kind: 'today' }, end: { kind: 'now' } })).toBe(true);
    expect(isTimeRangeDraftComplete({ mode: 'Last', range: 'Last day' })).toBe(true);
  });
});

describe('buildTimeRangeExpression', () => {
  it('writes each mode', () => {
    expect(buildTimeRangeExpression({ mode: 'No filter' })).toBe('No filter');
    expect(buildTimeRangeExpression({ mode: 'Previous', range: 'previous calendar week' })).toBe('previous calendar week');
    expect(buildTimeRangeExpression({ mode: 'Advanced', start: ' 2020-01-01 ', end: '' })).toBe('2020-01-01 : ');
  });
});

describe('draftForMode', () => {
  it('starts each mode from a sensible default', () => {
    const none: TimeRangeDraft = { mode: 'No filter' };
    expect(draftForMode('Last', none)).toEqual({ mode: 'Last', range: 'Last week' });
    expect(draftForMode('Previous', none)).toEqual({ mode: 'Previous', range: 'previous calendar week' });
    expect(draftForMode('Current', none)).toEqual({ mode: 'Current', range: 'Current day' });
    expect(draftForMode('Custom', none)).toEqual({
      mode: 'Custom',
      start: { kind: 'relative', amount: 7, unit: 'day', direction: 'before' },
      end: { kind: 'today' },
    });
    expect(draftForMode('Advanced', none)).toEqual({ mode: 'Advanced', start: '', end: '' });
  });

  it('carries a Custom range into Advanced and keeps a draft already in the mode', () => {
    const custom: TimeRangeDraft = { mode: 'Custom', start: { kind: 'today' }, end: { kind: 'now' } };
    expect(draftForMode('Advanced', custom)).toEqual({ mode: 'Advanced', start: 'today', end: 'now' });
    expect(draftForMode('Custom', custom)).toBe(custom);
  });

  it('turns a preset into its two ends for Advanced, and for Custom when it can', () => {
    expect(draftForMode('Advanced', { mode: 'Last', range: 'Last week' })).toEqual({ mode: 'Advanced', start: '1 week ago', end: 'today' });
    expect(draftForMode('Custom', { mode: 'Last', range: 'Last month' })).toEqual({
      mode: 'Custom',
      start: { kind: 'relative', amount: 1, unit: 'month', direction: 'before' },
      end: { kind: 'today' },
    });
    expect(draftForMode('Advanced', { mode: 'Previous', range: 'previous calendar year' })).toEqual({
      mode: 'Advanced',
      start: 'start of last year',
      end: 'start of this year',
    });
    expect(draftForMode('Custom', { mode: 'Current', range: 'Current week' })).toMatchObject({ start: { kind: 'relative', amount: 7 } });
  });
});

describe('presetSides', () => {
  it('writes every preset as two ends that resolve to the same range', () => {
    const nows = [NOW, new Date(2024, 3, 1), new Date(2023, 11, 31, 23, 59), new Date(2024, 1, 29, 12)];
    for (const range of [...LAST_RANGES, ...PREVIOUS_RANGES, ...CURRENT_RANGES]) {
      const sides = presetSides(range);
      expect(sides, range).not.toBeNull();
      for (const now of nows) {
        expect(resolveTimeRange(`${sides![0]} : ${sides![1]}`, { now }), `${range} at ${now.toISOString()}`).toEqual(resolveTimeRange(range, { now }));
      }
    }
  });

  it('knows only the presets', () => {
    expect(presetSides('Last 3 days')).toBeNull();
    expect(presetSides('Last fortnight')).toBeNull();
    expect(presetSides('previous calendar day')).toBeNull();
    expect(presetSides('No filter')).toBeNull();
  });
});

describe('formatResolvedTimeRange', () => {
  it('shows dates, times when not midnight, and open ends', () => {
    expect(formatResolvedTimeRange({ since: '2024-01-01T00:00:00', until: '2024-02-01T00:00:00' })).toBe('2024-01-01 ≤ col < 2024-02-01');
    expect(formatResolvedTimeRange({ since: '2024-01-01T10:30:00', until: null })).toBe('2024-01-01 10:30:00 ≤ col < ∞');
    expect(formatResolvedTimeRange({ since: null, until: null }, 'ds')).toBe('-∞ ≤ ds < ∞');
  });
});
