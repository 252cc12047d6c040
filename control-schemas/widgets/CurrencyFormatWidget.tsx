import Box from '@mui/material/Box';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { currencyFormatOf, currencySymbol, type CurrencyFormat, type CurrencySymbolPosition } from '@core/plugin-api/viz-kit/index.js';
import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import type { SchemaChoice } from '../choices/schema-choice.js';
import { RadioButtonsWidget } from './RadioButtonsWidget.js';
import { SelectWidget } from './SelectWidget.js';

/** Currencies offered first: the ones most charts are in. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CAD', 'AUD', 'CHF', 'BRL'];

/** Every currency the browser knows (ISO 4217), the common ones first, each titled with its symbol: `USD ($)`. */
export function currencyChoices(codes: readonly string[] = Intl.supportedValuesOf('currency')): SchemaChoice[] {
  const known = new Set(codes);
  const ordered = [...COMMON_CURRENCIES.filter((code) => known.has(code)), ...codes.filter((code) => !COMMON_CURRENCIES.includes(code))];
  return ordered.flatMap((code) => {
    const symbol = currencySymbol(code);
    if (symbol === null) return [];
    return [{ const: code, title: symbol === code ? code : `${code} (${symbol})` }];
  });
}

const POSITION_SCHEMA: JsonSchema = {
  type: 'string',
  oneOf: [
    { const: 'prefix', title: 'Prefix' },
    { const: 'suffix', title: 'Suffix' },
  ],
};

/**
 * Currency format (`CurrencyFormatWidget`): a currency, searchable by code and symbol (none:
 * plain numbers), and whether its symbol is a prefix or a suffix. The value is Superset's
 * `{ symbol, symbolPosition }`, or `null` without a currency.
 */
export function CurrencyFormatWidget(props: WidgetProps) {
  const { id, value, onChange } = props;
  const current = currencyFormatOf(value);
  const position: CurrencySymbolPosition =
    typeof value === 'object' && value !== null && (value as Record<string, unknown>).symbolPosition === 'suffix' ? 'suffix' : 'prefix';
  const symbolSchema = useMemo<JsonSchema>(() => ({ type: ['string', 'null'], ...closedChoiceSchema(currencyChoices()) }), []);
  const set = (next: CurrencyFormat | null) => onChange(next);

  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <SelectWidget
        {...props}
        id={`${id}_symbol`}
        label="Currency"
        schema={symbolSchema as WidgetProps['schema']}
        options={{ clearable: true }}
        placeholder="None: plain numbers"
        value={current?.symbol ?? null}
        onChange={(symbol: unknown) => set(typeof symbol === 'string' && symbol !== '' ? { symbol, symbolPosition: position } : null)}
      />
      <RadioButtonsWidget
        {...props}
        id={`${id}_position`}
        label="Symbol position"
        schema={POSITION_SCHEMA as WidgetProps['schema']}
        disabled={props.disabled || current === null}
        value={position}
        onChange={(symbolPosition: unknown) => {
          if (current && (symbolPosition === 'prefix' || symbolPosition === 'suffix')) set({ symbol: current.symbol, symbolPosition });
        }}
      />
    </Box>
  );
}
