import { describe, expect, it } from 'vitest';
import { epochMillisFromText } from './epoch-millis-from-text.js';

describe('epochMillisFromText', () => {
  it.each([
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2024-02-29 10:00:00.123456', Date.UTC(2024, 1, 29, 10, 0, 0, 123)],
    ['2024-02-29T10:00:00Z', Date.UTC(2024, 1, 29, 10)],
    ['2024-02-29 10:00:00+05:30', Date.UTC(2024, 1, 29, 4, 30)],
    ['2024-02-29 10:00:00-03', Date.UTC(2024, 1, 29, 13)],
    ['1969-12-31 23:59:59.9999', -1],
  ])('reads %s as UTC epoch milliseconds', (text, expected) => {
    expect(epochMillisFromText(text)).toBe(expected);
  });

  it('keeps years below 100 and BC years as they are written', () => {
    const year44 = new Date(0);
    year44.setUTCFullYear(44, 2, 15);
    expect(epochMillisFromText('0044-03-15')).toBe(year44.getTime());
    year44.setUTCFullYear(-43, 2, 15);
    expect(epochMillisFromText('0044-03-15 BC')).toBe(year44.getTime());
  });

  it('answers null for text that is not a date', () => {
    for (const text of ['infinity', '-infinity', '10:00:00', '', 'not a date']) expect(epochMillisFromText(text), text).toBeNull();
  });
});
