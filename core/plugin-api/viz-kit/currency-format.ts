import { getNumberFormatter, type NumberFormatter } from './number-format.js';

/** Where a currency's symbol goes: before the number or after it. */
export type CurrencySymbolPosition = 'prefix' | 'suffix';

/** Superset's `currency_format`: an ISO 4217 code and where its symbol is written. */
export interface CurrencyFormat {
  symbol: string;
  symbolPosition: CurrencySymbolPosition;
}

const symbols = new Map<string, string | null>();

/**
 * The symbol a currency is written with in English (`USD` → `$`, `EUR` → `€`, `CAD` → `CA$`), or
 * `null` when `code` is not an ISO 4217 currency code.
 */
export function currencySymbol(code: string): string | null {
  const cached = symbols.get(code);
  if (cached !== undefined) return cached;
  let symbol: string | null = null;
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1).find((part) => part.type === 'currency')?.value ?? null;
    } catch {
      symbol = null;
    }
  }
  symbols.set(code, symbol);
  return symbol;
}

/**
 * A form data `currency_format` as a {@link CurrencyFormat}, or `null` when there is none or it
 * names no known currency (so a stored bad value formats as a plain number). A missing position
 * is `prefix`.
 */
export function currencyFormatOf(value: unknown): CurrencyFormat | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  if (typeof symbol !== 'string' || currencySymbol(symbol) === null) return null;
  return { symbol, symbolPosition: symbolPosition === 'suffix' ? 'suffix' : 'prefix' };
}

/**
 * A number formatter for `specifier` (see `getNumberFormatter`) that writes the currency's symbol
 * before or after each number, as Superset's currency formatter does (`$ 12.3k`, `12.3k €`).
 * Without a valid `currency` it is the plain number formatter; missing values are written without
 * a symbol.
 *
 * @example
 * ```ts
 * getCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'suffix' }, ',.2f')(1234.5); // '1,234.50 €'
 * getCurrencyFormatter(null, ',.2f')(1234.5);                                       // '1,234.50'
 * ```
 */
export function getCurrencyFormatter(currency: unknown, specifier?: string | null): NumberFormatter {
  const format = getNumberFormatter(specifier);
  const valid = currencyFormatOf(currency);
  if (!valid) return format;
  const symbol = currencySymbol(valid.symbol)!;
  return (value) => {
    const text = format(value);
    if (typeof value !== 'number' || !Number.isFinite(value)) return text;
    return valid.symbolPosition === 'prefix' ? `${symbol} ${text}` : `${text} ${symbol}`;
  };
}
