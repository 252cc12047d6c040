import type { JsonSchema } from '@core/plugin-api/index.js';
import { COLUMN_SCHEMA, defineControl, openChoiceSchema, type ControlOverride } from '@control-schemas/index.js';
import { COUNTRY_MAPS } from '@core/plugin-api/index.js';

/** A single column, or none. */
const OPTIONAL_COLUMN: JsonSchema = { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null };

/**
 * The country whose regions are drawn, by Superset's lowercase `select_country` names. A country
 * Tessera has no boundaries for still validates (a chart saved in Superset opens) and the chart
 * says which countries it can draw.
 */
export const selectCountry = defineControl({
  name: 'select_country',
  label: 'Country',
  description: 'The country whose regions are drawn: the US states or the departments of France.',
  section: 'query',
  schema: {
    type: 'string',
    pattern: '^[a-z_]+$',
    ...openChoiceSchema(Object.entries(COUNTRY_MAPS).map(([key, country]) => ({ const: key, title: country.label }))),
    default: 'usa',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: ['nonEmpty'],
});

/** The column of ISO 3166-2 region codes. */
export const entity = defineControl({
  name: 'entity',
  label: 'ISO 3166-2 codes',
  description: 'The column holding the ISO 3166-2 code of each region, such as US-CA or FR-75.',
  section: 'query',
  schema: OPTIONAL_COLUMN,
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** The palette regions are shaded from. */
export const linearColorSchemeOverride: ControlOverride = {
  description: 'The colours regions are shaded from, lowest value to highest. An unknown scheme falls back to the default one.',
};
