import { describe, expect, it } from 'vitest';
import { parseTimeExpression, TimeRangeError } from './index.js';

// Wednesday 31 January 2024, 10:30:15 local time.
const NOW = new Date(2024, 0, 31, 10, 30, 15);
const at = (expression: string, now: Date = NOW) => parseTimeExpression(expression, { now });

describe('parseTimeExpression: instants and literals', () => {
  it.each([
    ['now', '2024-01-31T10:30:15'],
    ['today', '2024-01-31T00:00:00'],
    ['yesterday', '2024-01-30T00:00:00'],
    ['tomorrow', '2024-02-01T00:00:00'],
    ['NOW', '2024-01-31T10:30:15'],
    ['2024-02-29', '2024-02-29T00:00:00'],
    ['2024-02-29T23:59:59', '2024-02-29T23:59:59'],
    ['2024-02-29 07:05', '2024-02-29T07:05:00'],
    ['1999-12', '1999-12-01T00:00:00'],
    ['1999', '1999-01-01T00:00:00'],
    ['0001-01-01', '0001-01-01T00:00:00'],
    ['9999-12-31T23:59:59', '9999-12-31T23:59:59'],
  ])('%s', (expression, expected) => {
    expect(at(expression)).toBe(expected);
  });

  it('knows leap years: 2000 and 2024 have a February 29th, 1900 and 2023 do not', () => {
    expect(at('2000-02-29')).toBe('2000-02-29T00:00:00');
    expect(() => at('1900-02-29')).toThrow('"1900-02-29" is not a valid date');
    expect(() => at('2023-02-29')).toThrow('"2023-02-29" is not a valid date');
  });
});

describe('parseTimeExpression: DATETIME', () => {
  it.each([
    ['DATETIME("now")', '2024-01-31T10:30:15'],
    ["DATETIME('today')", '2024-01-31T00:00:00'],
    ['datetime("yesterday")', '2024-01-30T00:00:00'],
    ['DATETIME("2020-05-17T08:09:10")', '2020-05-17T08:09:10'],
    ['DATETIME("7 days ago")', '2024-01-24T00:00:00'],
    ['DATETIME("1 day ago")', '2024-01-30T00:00:00'],
    ['DATETIME("2 weeks later")', '2024-02-14T00:00:00'],
    ['DATETIME("1 month later")', '2024-02-29T00:00:00'],
    ['DATETIME("2 quarters ago")', '2023-07-31T00:00:00'],
    ['DATETIME("1 year ago")', '2023-01-31T00:00:00'],
    ['DATETIME("3 hours ago")', '2024-01-31T07:30:15'],
    ['DATETIME("90 minutes later")', '2024-01-31T12:00:15'],
    ['DATETIME("15 seconds ago")', '2024-01-31T10:30:00'],
    ['DATETIME("3 days from now")', '2024-02-03T00:00:00'],
    ['DATETIME("start of this month")', '2024-01-01T00:00:00'],
  ])('%s', (expression, expected) => {
    expect(at(expression)).toBe(expected);
  });

  it('counts whole days from midnight and hours from the current instant', () => {
    expect(at('7 days ago')).toBe('2024-01-24T00:00:00');
    expect(at('7 hours ago')).toBe('2024-01-31T03:30:15');
  });
});

describe('parseTimeExpression: DATEADD', () => {
  it.each([
    ['DATEADD(DATETIME("2024-01-31T10:00:00"), 1, second)', '2024-01-31T10:00:01'],
    ['DATEADD(DATETIME("2024-01-31T10:00:00"), -90, minute)', '2024-01-31T08:30:00'],
    ['DATEADD(DATETIME("2024-01-31T10:00:00"), 14, hour)', '2024-02-01T00:00:00'],
    ['DATEADD(DATETIME("2024-01-31"), 1, day)', '2024-02-01T00:00:00'],
    ['DATEADD(DATETIME("2024-02-28"), 1, day)', '2024-02-29T00:00:00'],
    ['DATEADD(DATETIME("2023-02-28"), 1, day)', '2023-03-01T00:00:00'],
    ['DATEADD(DATETIME("2024-01-31"), -2, week)', '2024-01-17T00:00:00'],
    ['DATEADD(DATETIME("2024-01-31"), +1, month)', '2024-02-29T00:00:00'],
    ['DATEADD(DATETIME("2023-01-31"), 1, month)', '2023-02-28T00:00:00'],
    ['DATEADD(DATETIME("2024-03-31"), -1, month)', '2024-02-29T00:00:00'],
    ['DATEADD(DATETIME("2024-01-31T18:45:00"), 3, month)', '2024-04-30T18:45:00'],
    ['DATEADD(DATETIME("2024-08-31"), 1, quarter)', '2024-11-30T00:00:00'],
    ['DATEADD(DATETIME("2024-01-15"), -1, quarter)', '2023-10-15T00:00:00'],
    ['DATEADD(DATETIME("2024-02-29"), 1, year)', '2025-02-28T00:00:00'],
    ['DATEADD(DATETIME("2024-02-29"), 4, year)', '2028-02-29T00:00:00'],
    ['DATEADD(DATETIME("2024-12-31"), 13, month)', '2026-01-31T00:00:00'],
    ['DATEADD(DATETIME("2024-01-31"), 0, year)', '2024-01-31T00:00:00'],
    ['dateadd(datetime("today"), -7, DAY)', '2024-01-24T00:00:00'],
    ['DATEADD(DATETIME("today"), -7, days,)', '2024-01-24T00:00:00'],
    ['DATEADD(today, -7, day)', '2024-01-24T00:00:00'],
    ['DATEADD(DATEADD(DATETIME("2024-01-31"), 1, month), 1, month)', '2024-03-29T00:00:00'],
  ])('%s', (expression, expected) => {
    expect(at(expression)).toBe(expected);
  });

  it('takes DATEDIFF in days (default) or years as its amount', () => {
    expect(at('DATEADD(DATETIME("2024-01-01"), DATEDIFF(DATETIME("2024-01-01"), DATETIME("2024-03-01")), day)')).toBe('2024-03-01T00:00:00');
    expect(at('DATEADD(DATETIME("2024-01-01"), DATEDIFF(DATETIME("2020-06-01"), DATETIME("2024-01-01"), year), year)')).toBe('2028-01-01T00:00:00');
    expect(at('DATEADD(DATETIME("2024-01-10"), DATEDIFF(DATETIME("2024-01-02T12:00:00"), DATETIME("2024-01-01"), day,), day)')).toBe('2024-01-08T00:00:00');
  });
});

describe('parseTimeExpression: DATETRUNC', () => {
  const base = 'DATETIME("2024-08-18T13:47:29")'; // a Sunday in the third quarter
  it.each([
    ['second', '2024-08-18T13:47:29'],
    ['minute', '2024-08-18T13:47:00'],
    ['hour', '2024-08-18T13:00:00'],
    ['day', '2024-08-18T00:00:00'],
    ['week', '2024-08-12T00:00:00'],
    ['month', '2024-08-01T00:00:00'],
    ['quarter', '2024-07-01T00:00:00'],
    ['year', '2024-01-01T00:00:00'],
  ])('to the %s', (unit, expected) => {
    expect(at(`DATETRUNC(${base}, ${unit})`)).toBe(expected);
  });

  it.each([
    ['2024-01-01', '2024-01-01'], ['2024-03-31', '2024-01-01'], ['2024-04-01', '2024-04-01'], ['2024-06-30', '2024-04-01'],
    ['2024-07-01', '2024-07-01'], ['2024-09-30', '2024-07-01'], ['2024-10-01', '2024-10-01'], ['2024-12-31', '2024-10-01'],
  ])('the quarter of %s starts on %s', (day, start) => {
    expect(at(`DATETRUNC(DATETIME("${day}"), QUARTER)`)).toBe(`${start}T00:00:00`);
  });

  it('keeps a Monday and moves every other day back to Monday', () => {
    expect(at('DATETRUNC(DATETIME("2024-01-29T08:00:00"), week)')).toBe('2024-01-29T00:00:00');
    expect(at('DATETRUNC(DATETIME("2024-03-03"), week)')).toBe('2024-02-26T00:00:00');
    expect(at('DATETRUNC(DATETIME("2025-01-01"), week)')).toBe('2024-12-30T00:00:00');
  });
});

describe('parseTimeExpression: LASTDAY', () => {
  it.each([
    ['DATETIME("2024-02-10T15:00:00"), month', '2024-02-29T00:00:00'],
    ['DATETIME("2023-02-10"), month', '2023-02-28T00:00:00'],
    ['DATETIME("1900-02-10"), month', '1900-02-28T00:00:00'],
    ['DATETIME("2000-02-10"), month', '2000-02-29T00:00:00'],
    ['DATETIME("2024-04-30"), month', '2024-04-30T00:00:00'],
    ['DATETIME("2024-02-10"), quarter', '2024-03-31T00:00:00'],
    ['DATETIME("2024-05-31"), quarter', '2024-06-30T00:00:00'],
    ['DATETIME("2024-07-31"), quarter', '2024-09-30T00:00:00'],
    ['DATETIME("2024-11-30"), quarter', '2024-12-31T00:00:00'],
    ['DATETIME("2024-05-05"), year', '2024-12-31T00:00:00'],
    ['DATETIME("2024-01-31T10:00:00"), week', '2024-02-04T00:00:00'],
    ['DATETIME("2024-02-04"), week', '2024-02-04T00:00:00'],
    ['DATETIME("2024-01-31T10:00:00"), day', '2024-01-31T00:00:00'],
  ])('LASTDAY(%s)', (args, expected) => {
    expect(at(`LASTDAY(${args})`)).toBe(expected);
  });
});

describe('parseTimeExpression: start of / end of / first of / scoped phrases', () => {
  it.each([
    ['start of this month', '2024-01-01T00:00:00'],
    ['beginning of this year', '2024-01-01T00:00:00'],
    ['start of next month', '2024-02-01T00:00:00'],
    ['start of last week', '2024-01-22T00:00:00'],
    ['start of prior 2 quarters', '2023-07-01T00:00:00'],
    ['start of this day', '2024-01-31T00:00:00'],
    ['Start Of Next Year', '2025-01-01T00:00:00'],
    ['end of this month', '2024-01-31T00:00:00'],
    ['end of last month', '2023-12-31T00:00:00'],
    ['end of next month', '2024-02-29T00:00:00'],
    ['end of last year', '2023-12-31T00:00:00'],
    ['end of this quarter', '2024-03-31T00:00:00'],
    ['end of this week', '2024-02-04T00:00:00'],
    ['end of next 2 weeks', '2024-02-18T00:00:00'],
    ['first of this month', '2024-01-01T00:00:00'],
    ['first day of last year', '2023-01-01T00:00:00'],
    ['first of the quarter', '2024-01-01T00:00:00'],
    ['1st of next month', '2024-02-01T00:00:00'],
    ['this month', '2024-01-31T00:00:00'],
    ['last week', '2024-01-24T00:00:00'],
    ['next 3 days', '2024-02-03T00:00:00'],
    ['prior 2 hours', '2024-01-31T08:30:15'],
    ['this hour', '2024-01-31T10:30:15'],
  ])('%s', (expression, expected) => {
    expect(at(expression)).toBe(expected);
  });

  it('relativeTo "now" anchors the phrases on the current instant', () => {
    expect(parseTimeExpression('last week', { now: NOW, relativeTo: 'now' })).toBe('2024-01-24T10:30:15');
    expect(parseTimeExpression('start of this month', { now: NOW, relativeTo: 'now' })).toBe('2024-01-01T00:00:00');
  });
});

describe('parseTimeExpression: errors', () => {
  it.each([
    ['', 'found the end'],
    ['DATEADD(DATETIME("now"), 1, day', 'found the end'],
    ['DATEDIFF(DATETIME("now"), DATETIME("now"))', '"DATEDIFF"'],
    ['DATEADD(DATETIME("now"), DATEDIFF(DATETIME("now"), DATETIME("now"), month), day)', '"month"'],
    ['start this month', '"this"'],
    ['first day this month', '"this"'],
    ['12345', 'expected a unit'],
    ['7 days sideways', 'ambiguous'],
  ])('%j', (expression, named) => {
    expect(() => at(expression)).toThrow(TimeRangeError);
    expect(() => at(expression)).toThrow(named);
  });
});
