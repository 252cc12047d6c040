import { defineControl } from '../control-definition.js';
import { BOUNDS_SCHEMA } from '../schema-parts/bounds-schema.js';

/** Values the y-axis reaches at least (Superset's `y_axis_bounds`). */
export const yAxisBounds = defineControl({
  name: 'y_axis_bounds',
  label: 'Y-axis bounds',
  description:
    'The lowest and highest values the y-axis shows at least; an empty bound follows the data. Bounds widen the axis and never hide data: a value beyond a bound stretches the axis to it.',
  section: 'customize',
  schema: { ...BOUNDS_SCHEMA, default: [null, null] },
  uiSchema: { 'ui:widget': 'BoundsWidget' },
  validators: ['bounds'],
  renderTrigger: true,
});
