import { describe, expect, it } from 'vitest';
import { resolveTimeRange, TimeRangeError } from './index.js';

// Wednesday 31 January 2024, 10:30:15 local time: a month end in a leap year.
const NOW = new Date(2024, 0, 31, 10, 30, 15);

function range(timeRange: string, now: Date = NOW): [string | null, string | null] {
  const { since, until } = resolveTimeRange(timeRange, { now });
  return [since, until];
}

function failure(timeRange: string, now: Date = NOW): TimeRangeError {
  try {
    resolveTimeRange(timeRange, { now });
  } catch (error) {
    expect(error).toBeInstanceOf(TimeRangeError);
    return error as TimeRangeError;
  }
  throw new Error(`"${timeRange}" resolved without error`);
}

describe('resolveTimeRange: no filter', () => {
  it.each(['No filter', 'no filter', '  No filter ', '', '   '])('%j filters nothing', (value) => {
    expect(resolveTimeRange(value, { now: NOW })).toEqual({ since: null, until: null });
  });

  it('treats null and undefined as no filter', () => {
    expect(resolveTimeRange(null)).toEqual({ since: null, until: null });
    expect(resolveTimeRange(undefined)).toEqual({ since: null, until: null });
  });
});

describe('resolveTimeRange: Last <unit> ends at midnight today', () => {
  it.each([
    ['Last day', '2024-01-30T00:00:00'],
    ['Last week', '2024-01-24T00:00:00'],
    ['Last month', '2023-12-31T00:00:00'],
    ['Last quarter', '2023-10-31T00:00:00'],
    ['Last year', '2023-01-31T00:00:00'],
  ])('%s', (value, since) => {
    expect(range(value)).toEqual([since, '2024-01-31T00:00:00']);
  });

  it('clamps to the end of a shorter month', () => {
    expect(range('Last month', new Date(2024, 2, 31, 8))).toEqual(['2024-02-29T00:00:00', '2024-03-31T00:00:00']);
    expect(range('Last quarter', new Date(2023, 4, 31))).toEqual(['2023-02-28T00:00:00', '2023-05-31T00:00:00']);
  });

  it('goes from a leap day to February 28th a year back', () => {
    expect(range('Last year', new Date(2024, 1, 29, 12))).toEqual(['2023-02-28T00:00:00', '2024-02-29T00:00:00']);
  });
});

describe('resolveTimeRange: previous calendar <unit>', () => {
  it.each([
    ['previous calendar week', '2024-01-22T00:00:00', '2024-01-29T00:00:00'],
    ['previous calendar month', '2023-12-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar quarter', '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });

  it('on the first day of a quarter, a Monday, the previous periods end today', () => {
    const monday = new Date(2024, 3, 1, 0, 0, 0);
    expect(range('previous calendar week', monday)).toEqual(['2024-03-25T00:00:00', '2024-04-01T00:00:00']);
    expect(range('previous calendar month', monday)).toEqual(['2024-03-01T00:00:00', '2024-04-01T00:00:00']);
    expect(range('previous calendar quarter', monday)).toEqual(['2024-01-01T00:00:00', '2024-04-01T00:00:00']);
  });

  it('previous calendar month of March is February, leap day included', () => {
    expect(range('previous calendar month', new Date(2024, 2, 31))).toEqual(['2024-02-01T00:00:00', '2024-03-01T00:00:00']);
  });
});

describe('resolveTimeRange: Current <unit>', () => {
  it.each([
    ['Current day', '2024-01-31T00:00:00', '2024-02-01T00:00:00'],
    ['Current week', '2024-01-29T00:00:00', '2024-02-05T00:00:00'],
    ['Current month', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['Current quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });

  it('weeks start on Monday, so a Sunday belongs to the week before', () => {
    expect(range('Current week', new Date(2024, 1, 4, 23, 59))).toEqual(['2024-01-29T00:00:00', '2024-02-05T00:00:00']);
  });

  it('the last quarter of a year ends at the next new year', () => {
    expect(range('Current quarter', new Date(2024, 11, 31, 23))).toEqual(['2024-10-01T00:00:00', '2025-01-01T00:00:00']);
    expect(range('Current quarter', new Date(2024, 6, 1))).toEqual(['2024-07-01T00:00:00', '2024-10-01T00:00:00']);
  });
});

describe('resolveTimeRange: Last / Next N units', () => {
  it.each([
    ['Last 30 seconds', '2024-01-31T10:29:45', '2024-01-31T10:30:15'],
    ['Last 1 second', '2024-01-31T10:30:14', '2024-01-31T10:30:15'],
    ['Last 15 minutes', '2024-01-31T10:15:15', '2024-01-31T10:30:15'],
    ['Last 2 hours', '2024-01-31T08:30:15', '2024-01-31T10:30:15'],
    ['Last hour', '2024-01-31T09:30:15', '2024-01-31T10:30:15'],
    ['Last 3 days', '2024-01-28T00:00:00', '2024-01-31T00:00:00'],
    ['Last 1 day', '2024-01-30T00:00:00', '2024-01-31T00:00:00'],
    ['Last 2 weeks', '2024-01-17T00:00:00', '2024-01-31T00:00:00'],
    ['Last 1 month', '2023-12-31T00:00:00', '2024-01-31T00:00:00'],
    ['Last 6 months', '2023-07-31T00:00:00', '2024-01-31T00:00:00'],
    ['Last 2 quarters', '2023-07-31T00:00:00', '2024-01-31T00:00:00'],
    ['Last 5 years', '2019-01-31T00:00:00', '2024-01-31T00:00:00'],
    ['last 3 DAYS', '2024-01-28T00:00:00', '2024-01-31T00:00:00'],
  ])('%s counts back from today, or from now for sub-day units', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });

  it.each([
    ['Next 10 seconds', '2024-01-31T10:30:15', '2024-01-31T10:30:25'],
    ['Next 45 minutes', '2024-01-31T10:30:15', '2024-01-31T11:15:15'],
    ['Next 24 hours', '2024-01-31T10:30:15', '2024-02-01T10:30:15'],
    ['Next 3 days', '2024-01-31T00:00:00', '2024-02-03T00:00:00'],
    ['Next week', '2024-01-31T00:00:00', '2024-02-07T00:00:00'],
    ['Next 1 month', '2024-01-31T00:00:00', '2024-02-29T00:00:00'],
    ['Next 1 quarter', '2024-01-31T00:00:00', '2024-04-30T00:00:00'],
    ['Next 2 years', '2024-01-31T00:00:00', '2026-01-31T00:00:00'],
  ])('%s counts ahead', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });

  it('relativeTo "now" makes day-and-longer units count from the current instant', () => {
    expect(resolveTimeRange('Last week', { now: NOW, relativeTo: 'now' })).toEqual({ since: '2024-01-24T10:30:15', until: '2024-01-31T10:30:15' });
    expect(resolveTimeRange('Next 2 days', { now: NOW, relativeTo: 'now' })).toEqual({ since: '2024-01-31T10:30:15', until: '2024-02-02T10:30:15' });
  });

  it('relativeTo "today" makes sub-day units count from midnight', () => {
    expect(resolveTimeRange('Last 2 hours', { now: NOW, relativeTo: 'today' })).toEqual({ since: '2024-01-30T22:00:00', until: '2024-01-31T00:00:00' });
  });
});

describe('resolveTimeRange: first <part> of <period>', () => {
  it.each([
    ['first week of this year', '2024-01-01T00:00:00', '2024-01-08T00:00:00'],
    ['first month of the quarter', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['1st quarter of last year', '2023-01-01T00:00:00', '2023-04-01T00:00:00'],
    ['first day of next month', '2024-02-01T00:00:00', '2024-02-02T00:00:00'],
    ['first week of prior month', '2023-12-01T00:00:00', '2023-12-08T00:00:00'],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });
});

describe('resolveTimeRange: start : end', () => {
  it('takes ISO dates and date-times, with or without a time', () => {
    expect(range('2020-01-01 : 2021-01-01')).toEqual(['2020-01-01T00:00:00', '2021-01-01T00:00:00']);
    expect(range('2020-01-01T10:20:30 : 2020-01-02 08:00')).toEqual(['2020-01-01T10:20:30', '2020-01-02T08:00:00']);
    expect(range('2020-01-01T10:20:30.123456 : 2020-3-5')).toEqual(['2020-01-01T10:20:30', '2020-03-05T00:00:00']);
    expect(range('2019 : 2020-06')).toEqual(['2019-01-01T00:00:00', '2020-06-01T00:00:00']);
  });

  it('leaves an end open when its side is empty', () => {
    expect(range(' : 2020-01-01')).toEqual([null, '2020-01-01T00:00:00']);
    expect(range('2020-01-01 : ')).toEqual(['2020-01-01T00:00:00', null]);
    expect(range('Last week : ')).toEqual(['2024-01-24T00:00:00', null]);
    expect(range(' : ')).toEqual([null, null]);
  });

  it('accepts the separator without spaces', () => {
    expect(range('2020-01-01:2021-01-01')).toEqual(['2020-01-01T00:00:00', '2021-01-01T00:00:00']);
  });

  it('mixes phrases and functions on either side', () => {
    expect(range('Last week : now')).toEqual(['2024-01-24T00:00:00', '2024-01-31T10:30:15']);
    expect(range('DATEADD(DATETIME("today"), -7, day) : today')).toEqual(['2024-01-24T00:00:00', '2024-01-31T00:00:00']);
    expect(range("DATEADD(DATETIME('2025-01-16T00:00:00'), -7, day) : 2025-01-16T00:00:00")).toEqual(['2025-01-09T00:00:00', '2025-01-16T00:00:00']);
    expect(range('yesterday : tomorrow')).toEqual(['2024-01-30T00:00:00', '2024-02-01T00:00:00']);
    expect(range('7 days ago : now')).toEqual(['2024-01-24T00:00:00', '2024-01-31T10:30:15']);
    expect(range('1 year ago : now')).toEqual(['2023-01-31T00:00:00', '2024-01-31T10:30:15']);
    expect(range('start of this month : start of next month')).toEqual(['2024-01-01T00:00:00', '2024-02-01T00:00:00']);
    expect(range('last 3 months : this month')).toEqual(['2023-10-31T00:00:00', '2024-01-31T00:00:00']);
  });

  it('end of … is midnight of the last day, so the last day itself lies outside the range', () => {
    expect(range('start of last month : end of last month')).toEqual(['2023-12-01T00:00:00', '2023-12-31T00:00:00']);
  });

  it('allows a range that starts and ends at the same instant', () => {
    expect(range('2020-01-01 : 2020-01-01')).toEqual(['2020-01-01T00:00:00', '2020-01-01T00:00:00']);
  });
});

describe('resolveTimeRange: inverted ranges', () => {
  it.each(['2021-01-01 : 2020-01-01', 'now : today', 'tomorrow : yesterday', 'DATEADD(DATETIME("now"), 1, second) : now'])('%s', (value) => {
    expect(failure(value).message).toBe('From date cannot be larger than to date');
  });
});

describe('resolveTimeRange: bad input', () => {
  it.each([
    ['garbage', '"garbage"'],
    ['Last banana', '"banana"'],
    ['Last 3', 'found the end in "Last 3"'],
    ['Next', 'found the end in "Next"'],
    ['previous calendar fortnight', '"fortnight"'],
    ['Current hour', '"hour"'],
    ['Last week please', '"please"'],
    ['2020-01-01', '"2020-01-01"'],
    ['2023-02-30 : now', '"2023-02-30" is not a valid date'],
    ['2024-13-01 : now', '"2024-13-01" is not a valid date'],
    ['2024-01-01T25:00 : now', '"2024-01-01T25:00" is not a valid date'],
    ['DATEADD(DATETIME("now"), x, day) : now', '"x"'],
    ['DATEADD(DATETIME("now"), 1, fortnight) : now', '"fortnight"'],
    ['DATEADD(DATETIME("now"), 1) : now', '")"'],
    ['DATETRUNC(DATETIME("now")) : now', '")"'],
    ['LASTDAY(DATETIME("now"), hour) : now', '"hour"'],
    ['DATETIME(now) : now', '"now"'],
    ['DATETIME("banana") : now', '"banana"'],
    ['DATETIME("now") junk : now', '"junk"'],
    ['FOO(1) : now', '"FOO"'],
    ['HOLIDAY("Christmas") : now', 'HOLIDAY is not supported'],
    ['DATETIME("now : now', 'unterminated string'],
    ['a : b : c', 'expected one " : "'],
    ['€ : now', 'unexpected character "€"'],
    ['start of this hour : now', '"hour"'],
    ['end of last : now', 'found the end in "end of last"'],
    ['first year of this month', 'a year is not part of a month'],
    ['2020-01-01T00:00:00Z : now', 'time zones are not supported'],
    ['2020-01-01T00:00:00+02:00 : now', 'time zones are not supported'],
  ])('%j fails, naming %s', (value, named) => {
    const error = failure(value);
    expect(error.message).toMatch(/^Error parsing time range: /);
    expect(error.message).toContain(named);
  });

  it('asks which way an unqualified count goes', () => {
    expect(failure('7 days : now').message).toBe('Time string is ambiguous. Please specify [7 days ago] or [7 days later].');
    expect(failure('DATETIME("2 weeks") : now').message).toBe('Time string is ambiguous. Please specify [2 weeks ago] or [2 weeks later].');
  });

  it('refuses dates outside the years 1 to 9999', () => {
    expect(failure('DATEADD(DATETIME("now"), 99999999, year) : ').message).toContain('falls outside the years 1 to 9999');
    expect(failure('DATEADD(DATETIME("0001-01-01"), -1, day) : ').message).toContain('falls outside the years 1 to 9999');
    expect(failure('Last 99999999999 days').message).toContain('falls outside the years 1 to 9999');
    expect(failure('Last 99999999999999999999 days').message).toContain('too large');
  });

  it('is a TimeRangeError that is also an Error', () => {
    const error = failure('garbage');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TimeRangeError');
  });
});

describe('resolveTimeRange: shift', () => {
  it('moves both ends back by a calendar amount', () => {
    expect(resolveTimeRange('Last week', { now: NOW, shift: '1 week ago' })).toEqual({ since: '2024-01-17T00:00:00', until: '2024-01-24T00:00:00' });
    expect(resolveTimeRange('Current month', { now: NOW, shift: '1 year ago' })).toEqual({ since: '2023-01-01T00:00:00', until: '2023-02-01T00:00:00' });
    expect(resolveTimeRange('2024-02-29 : 2024-03-31', { now: NOW, shift: '1 month ago' })).toEqual({ since: '2024-01-29T00:00:00', until: '2024-02-29T00:00:00' });
  });

  it('reads a bare amount as ago, and "later" as forward', () => {
    expect(resolveTimeRange('Current day', { now: NOW, shift: '1 year' })).toEqual({ since: '2023-01-31T00:00:00', until: '2023-02-01T00:00:00' });
    expect(resolveTimeRange('Current day', { now: NOW, shift: '2 days later' })).toEqual({ since: '2024-02-02T00:00:00', until: '2024-02-03T00:00:00' });
  });

  it('keeps open ends open', () => {
    expect(resolveTimeRange('2020-01-01 : ', { now: NOW, shift: '1 day ago' })).toEqual({ since: '2019-12-31T00:00:00', until: null });
  });

  it('replaces the range with a shift that is itself a range', () => {
    expect(resolveTimeRange('Last week', { now: NOW, shift: '2020-01-01 : 2020-02-01' })).toEqual({ since: '2020-01-01T00:00:00', until: '2020-02-01T00:00:00' });
  });

  it('rejects a shift it cannot read', () => {
    expect(() => resolveTimeRange('Last week', { now: NOW, shift: 'a while ago' })).toThrow(TimeRangeError);
    expect(() => resolveTimeRange('Last week', { now: NOW, shift: '1 week sideways' })).toThrow(/"sideways"/);
  });
});

describe('resolveTimeRange: the clock', () => {
  it('uses the real clock when no now is given', () => {
    const before = new Date();
    const { since } = resolveTimeRange('Current day');
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${before.getFullYear()}-${pad(before.getMonth() + 1)}-${pad(before.getDate())}T00:00:00`;
    const after = new Date();
    // Around midnight the day may turn between the two readings.
    expect([today, `${after.getFullYear()}-${pad(after.getMonth() + 1)}-${pad(after.getDate())}T00:00:00`]).toContain(since);
  });

  it('drops milliseconds from now', () => {
    expect(range('Last 1 second', new Date(2024, 0, 31, 10, 30, 15, 999))).toEqual(['2024-01-31T10:30:14', '2024-01-31T10:30:15']);
  });

  it('counts wall-clock hours, unaffected by a daylight-saving change in the local zone', () => {
    // 10 March 2024 is when the USA moves its clocks forward; naive arithmetic never sees it.
    expect(range('Last 24 hours', new Date(2024, 2, 10, 12))).toEqual(['2024-03-09T12:00:00', '2024-03-10T12:00:00']);
    expect(range('Current day', new Date(2024, 2, 10, 12))).toEqual(['2024-03-10T00:00:00', '2024-03-11T00:00:00']);
  });

  it('is deterministic for a given now', () => {
    expect(range('Last 2 hours')).toEqual(range('Last 2 hours'));
  });
});
