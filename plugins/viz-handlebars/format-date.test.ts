import { describe, expect, it } from 'vitest';
import { formatTemplateDate, toTemplateDate } from './format-date.js';

describe('formatTemplateDate', () => {
  const when = Date.UTC(2024, 2, 5, 14, 7, 9, 42);

  it('writes Day.js tokens in UTC', () => {
    expect(formatTemplateDate(when, 'YYYY-MM-DD HH:mm:ss.SSS')).toBe('2024-03-05 14:07:09.042');
    expect(formatTemplateDate(when, 'ddd D MMM YY, h:mm A')).toBe('Tue 5 Mar 24, 2:07 PM');
    expect(formatTemplateDate(when, 'dddd MMMM')).toBe('Tuesday March');
    expect(formatTemplateDate(when, '[Q]Q YYYY [at] H')).toBe('Q1 2024 at 14');
    expect(formatTemplateDate(when)).toBe('2024-03-05');
  });

  it('reads epoch milliseconds, ISO text and dates, and says Invalid Date otherwise', () => {
    expect(formatTemplateDate('2020-02-29T12:00:00Z', 'D/M/YYYY')).toBe('29/2/2020');
    expect(formatTemplateDate(String(when), 'YYYY')).toBe('2024');
    expect(formatTemplateDate(new Date(when), 'X')).toBe(String(Math.floor(when / 1000)));
    expect(formatTemplateDate('not a date')).toBe('Invalid Date');
    expect(formatTemplateDate(null)).toBe('Invalid Date');
    expect(toTemplateDate(Number.NaN)).toBeNull();
  });
});
