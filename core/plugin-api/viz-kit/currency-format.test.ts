import { describe, expect, it } from 'vitest';
import { currencyFormatOf, currencySymbol, getCurrencyFormatter } from './currency-format.js';

describe('currency formatting (Superset’s currency_format)', () => {
  it('writes the symbol before or after the formatted number', () => {
    expect(getCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' }, ',.2f')(1234.5)).toBe('$ 1,234.50');
    expect(getCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'suffix' }, ',.2f')(1234.5)).toBe('1,234.50 €');
    expect(getCurrencyFormatter({ symbol: 'JPY', symbolPosition: 'prefix' })(1234567)).toBe('¥ 1.23M');
  });

  it('formats plain numbers without a valid currency, and missing values without a symbol', () => {
    expect(getCurrencyFormatter(null, ',.2f')(1234.5)).toBe('1,234.50');
    expect(getCurrencyFormatter({ symbol: 'XYZW', symbolPosition: 'prefix' }, ',.2f')(1)).toBe('1.00');
    expect(getCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' }, ',.2f')(null)).toBe('N/A');
  });

  it('reads stored values', () => {
    expect(currencyFormatOf({ symbol: 'GBP' })).toEqual({ symbol: 'GBP', symbolPosition: 'prefix' });
    expect(currencyFormatOf({ symbol: 'usd', symbolPosition: 'suffix' })).toBeNull();
    expect(currencyFormatOf('USD')).toBeNull();
    expect(currencySymbol('CAD')).toBe('CA$');
    expect(currencySymbol('ZZ')).toBeNull();
  });
});
