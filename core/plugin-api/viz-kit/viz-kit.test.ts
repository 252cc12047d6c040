import { describe, expect, it } from 'vitest';
import { CATEGORICAL_SCHEMES, DEFAULT_COLOR_SCHEME, getCategoricalColorScale, getColorScheme, getNumberFormatter, getTimeFormatter, hasColorScheme, toDate } from './index.js';

describe('getNumberFormatter', () => {
  it('formats d3 specifiers', () => {
    expect(getNumberFormatter(',.2f')(12345.678)).toBe('12,345.68');
    expect(getNumberFormatter('.1%')(0.1234)).toBe('12.3%');
    expect(getNumberFormatter(',d')(1234567)).toBe('1,234,567');
  });
  it('is adaptive by default and for a bad specifier', () => {
    const smart = getNumberFormatter();
    expect(smart(12345.678)).toBe('12.3k');
    expect(smart(2_500_000_000)).toBe('2.5B');
    expect(smart(42)).toBe('42');
    expect(smart(3.14159)).toBe('3.142');
    expect(smart(0.01234)).toBe('0.0123');
    expect(smart(0)).toBe('0');
    expect(getNumberFormatter('not a format')(1500)).toBe('1.5k');
  });
  it('renders missing and non-finite values', () => {
    const f = getNumberFormatter(',d');
    expect(f(null)).toBe('N/A');
    expect(f(Number.NaN)).toBe('NaN');
    expect(f(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});

describe('getTimeFormatter', () => {
  it('formats d3 time specifiers in UTC', () => {
    expect(getTimeFormatter('%Y-%m-%d')(Date.UTC(2024, 2, 5, 23, 30))).toBe('2024-03-05');
    expect(getTimeFormatter('%Y')('2024-03-05T00:00:00')).toBe('2024');
  });
  it('adapts to the finest unit that is set', () => {
    const smart = getTimeFormatter();
    expect(smart(Date.UTC(2024, 0, 1))).toBe('2024');
    expect(smart(Date.UTC(2024, 2, 1))).toBe('March');
    expect(smart(Date.UTC(2024, 2, 5))).toBe('Tue 05');
    expect(smart(Date.UTC(2024, 2, 5, 14, 30))).toBe('14:30');
    expect(smart(Date.UTC(2024, 2, 5, 14, 30, 15))).toBe(':15');
  });
  it('reads naive ISO timestamps as UTC', () => {
    expect(toDate('2024-03-05 10:00:00')?.toISOString()).toBe('2024-03-05T10:00:00.000Z');
    expect(toDate('garbage')).toBeUndefined();
  });
});

describe('colour schemes', () => {
  it('has a default scheme and falls back to it', () => {
    expect(CATEGORICAL_SCHEMES[0]?.id).toBe(DEFAULT_COLOR_SCHEME);
    expect(hasColorScheme('no-such-scheme')).toBe(false);
    expect(getColorScheme('no-such-scheme').id).toBe(DEFAULT_COLOR_SCHEME);
  });
  it('keeps a colour per label and honours fixed label colours', () => {
    const scheme = getColorScheme('d3Category10');
    const color = getCategoricalColorScale('d3Category10', { boy: '#000000' });
    expect(color('boy')).toBe('#000000');
    expect(color('girl')).toBe(scheme.colors[0]);
    expect(color('other')).toBe(scheme.colors[1]);
    expect(color('girl')).toBe(scheme.colors[0]);
  });
});
