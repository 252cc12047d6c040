import { DEFAULT_LINEAR_COLOR_SCHEME, LINEAR_COLOR_SCHEMES } from '@core/plugin-api/viz-kit/linear-color-schemes.js';
import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { defineControl } from '../control-definition.js';

/**
 * The sequential or diverging palette a metric shades marks from (Superset's
 * `linear_color_scheme`): one of the viz kit's linear schemes, by Superset's ids. A saved id the
 * list no longer has opens, and draws with the default scheme. A viz that says what it shades
 * spreads it: `defineControl({ ...linearColorScheme, description: '…', visibleWhen })`.
 */
export const linearColorScheme = defineControl({
  name: 'linear_color_scheme',
  label: 'Linear color scheme',
  description: 'The colours marks are shaded from, lowest value to highest. An unknown scheme falls back to the default one.',
  section: 'customize',
  schema: {
    type: 'string',
    minLength: 1,
    ...openChoiceSchema(LINEAR_COLOR_SCHEMES.map((scheme) => ({ const: scheme.id, title: scheme.label }))),
    default: DEFAULT_LINEAR_COLOR_SCHEME,
  },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});
