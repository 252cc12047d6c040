import { closedChoiceSchema, defineControl, openChoiceSchema } from '@control-schemas/index.js';

/** Superset's whisker choices; other `<low>/<high> percentiles` are typed in. */
export const WHISKER_OPTIONS = ['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles'] as const;

/** A whisker option: Tukey, min/max, or `<low>/<high> percentiles`. */
export const WHISKER_PATTERN = '^(Tukey|Min/max \\(no outliers\\)|\\d{1,2}/\\d{1,3} percentiles)$';

/** How whiskers and outliers are computed. */
export const whiskerOptions = defineControl({
  name: 'whiskerOptions',
  label: 'Whisker/outlier options',
  description:
    'Where the whiskers end: Tukey (the last values within 1.5 interquartile ranges of the box, the rest are outliers), the minimum and maximum (no outliers), or two percentiles such as `5/95 percentiles`.',
  section: 'query',
  schema: { type: 'string', pattern: WHISKER_PATTERN, default: 'Tukey', ...openChoiceSchema(WHISKER_OPTIONS.map((option) => ({ const: option, title: option }))) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
});

/** How the x labels are laid out. */
export const xTicksLayout = defineControl({
  name: 'x_ticks_layout',
  label: 'X tick layout',
  description: 'How the labels along the x-axis are written: as fits (auto), flat, turned by 45° or 90°, or staggered on two rows.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'auto', title: 'Auto' },
      { const: 'flat', title: 'Flat' },
      { const: '45°', title: '45°' },
      { const: '90°', title: '90°' },
      { const: 'staggered', title: 'Staggered' },
    ]),
    default: 'auto',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
