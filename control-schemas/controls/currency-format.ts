import { defineControl } from '../control-definition.js';

/** A currency symbol written with every formatted number (Superset's `currency_format`). */
export const currencyFormat = defineControl({
  name: 'currency_format',
  label: 'Currency format',
  description: 'A currency whose symbol is written before or after every formatted value, such as $ 12.3k or 12.3k €. None writes plain numbers.',
  section: 'customize',
  schema: {
    type: ['object', 'null'],
    properties: {
      symbol: { type: ['string', 'null'], description: 'An ISO 4217 currency code, such as USD.' },
      symbolPosition: { type: 'string', enum: ['prefix', 'suffix'] },
    },
    default: null,
  },
  uiSchema: { 'ui:widget': 'CurrencyFormatWidget' },
  validators: [],
  renderTrigger: true,
});
