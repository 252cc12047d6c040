import { CONTROLS, WHEN_NUMERIC_X_AXIS, defineControl } from '@control-schemas/index.js';

/** Let a numeric x-axis run from the data's lowest x to its highest (Superset's `truncateXAxis`). */
export const truncateXAxisControl = defineControl({
  name: 'truncateXAxis',
  label: 'Truncate x-axis',
  description:
    "Run a numeric x-axis from the data's lowest x value to its highest (bars: to the edges of the outer bars); off, the axis also reaches zero and ends on round values. Shown for a numeric x-axis.",
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_NUMERIC_X_AXIS,
});

/** Values a truncated numeric x-axis reaches at least (Superset's `xAxisBounds`). */
export const xAxisBoundsControl = defineControl({
  ...CONTROLS.y_axis_bounds,
  name: 'xAxisBounds',
  label: 'X-axis bounds',
  description:
    'The lowest and highest x values a numeric x-axis shows at least; an empty bound follows the data. Bounds widen the axis and never hide data. Shown while the x-axis is truncated.',
  visibleWhen: {
    allOf: [WHEN_NUMERIC_X_AXIS, { not: { required: ['truncateXAxis'], properties: { truncateXAxis: { const: false } } } }],
  },
});

/**
 * Let the mixed chart's secondary (right) y-axis start at its data's minimum rather than at zero
 * (Superset's `truncateYAxisSecondary`, default off); an axis carrying bars always includes zero.
 */
export const truncateYAxisSecondaryControl = defineControl({
  name: 'truncateYAxisSecondary',
  label: 'Truncate secondary y-axis',
  description: "Start the secondary (right) y-axis at its data's minimum instead of zero, which magnifies small changes. An axis with bars always includes zero.",
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Values the mixed chart's secondary (right) y-axis reaches at least (Superset's `y_axis_bounds_secondary`). */
export const yAxisBoundsSecondaryControl = defineControl({
  ...CONTROLS.y_axis_bounds,
  name: 'y_axis_bounds_secondary',
  label: 'Secondary y-axis bounds',
  description:
    'The lowest and highest values the secondary (right) y-axis shows at least; an empty bound follows the data. Bounds widen the axis and never hide data.',
});

/** The mixed chart's primary (left) y-axis on a logarithmic scale (Superset's `logAxis`). */
export const logAxisControl = defineControl({
  name: 'logAxis',
  label: 'Logarithmic primary y-axis',
  description: 'Put the primary (left) y-axis on a logarithmic scale, so equal ratios take equal room. Zero and negative values cannot be placed on it and are left out.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** The mixed chart's secondary (right) y-axis on a logarithmic scale (Superset's `logAxisSecondary`). */
export const logAxisSecondaryControl = defineControl({
  ...logAxisControl,
  name: 'logAxisSecondary',
  label: 'Logarithmic secondary y-axis',
  description: 'Put the secondary (right) y-axis on a logarithmic scale, so equal ratios take equal room. Zero and negative values cannot be placed on it and are left out.',
});
