import { describe, expect, it } from 'vitest';
import { calendarDomains, effectiveSubdomain } from './calendar-grid.js';

const day = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);

describe('calendarDomains', () => {
  it('lays a month of days out in weekday rows and week columns, from the first to the last month with data', () => {
    // 1 Jan 2024 is a Monday; 1 Feb 2024 a Thursday.
    const values = new Map([
      [day(2024, 1, 1), 5],
      [day(2024, 1, 31, 13), 7],
      [day(2024, 3, 3), 1],
    ]);
    const { domains, skipped } = calendarDomains(values, 'month', 'day');
    expect(skipped).toBe(0);
    expect(domains.map((d) => new Date(d.start).toISOString().slice(0, 7))).toEqual(['2024-01', '2024-02', '2024-03']);
    const [january, february] = domains;
    expect(january).toMatchObject({ cols: 5, rows: 7 });
    expect(january!.cells).toHaveLength(31);
    expect(january!.cells[0]).toEqual({ time: day(2024, 1, 1), col: 0, row: 0, value: 5 });
    // Wednesday 31 January, floored to its day.
    expect(january!.cells[30]).toEqual({ time: day(2024, 1, 31), col: 4, row: 2, value: 7 });
    expect(february!.cells[0]).toMatchObject({ col: 0, row: 3, value: null });
    expect(february!.cells.every((c) => c.value === null)).toBe(true);
  });

  it('puts months of a year in one row and hours of a day in six-hour columns', () => {
    const year = calendarDomains(new Map([[day(2020, 7, 1), 2]]), 'year', 'month').domains[0]!;
    expect(year).toMatchObject({ cols: 12, rows: 1 });
    expect(year.cells[6]).toMatchObject({ col: 6, row: 0, value: 2 });
    const hours = calendarDomains(new Map([[day(2020, 7, 1, 14), 2]]), 'day', 'hour').domains[0]!;
    expect(hours).toMatchObject({ cols: 4, rows: 6 });
    expect(hours.cells[14]).toMatchObject({ col: 2, row: 2, value: 2 });
  });

  it('sums values that fall in the same cell and keeps the most recent blocks within the cell budget', () => {
    const values = new Map([
      [day(2000, 1, 1), 1],
      [day(2000, 1, 1, 5), 2],
      [day(2010, 1, 1), 4],
    ]);
    const { domains, skipped } = calendarDomains(values, 'year', 'day', 800);
    expect(domains.map((d) => new Date(d.start).getUTCFullYear())).toEqual([2009, 2010]);
    expect(skipped).toBe(9);
    expect(calendarDomains(values, 'year', 'day').domains[0]!.cells[0]!.value).toBe(3);
  });

  it('uses a smaller cell unit when the subdomain is not smaller than the domain', () => {
    expect(effectiveSubdomain('month', 'day')).toBe('day');
    expect(effectiveSubdomain('day', 'month')).toBe('hour');
    expect(effectiveSubdomain('week', 'week')).toBe('day');
  });

  it('has no blocks without values', () => {
    expect(calendarDomains(new Map(), 'month', 'day')).toEqual({ domains: [], skipped: 0 });
  });
});
