import { defineControl, type ControlCondition } from '@control-schemas/index.js';

/** Ranges are set. */
const WHEN_RANGES: ControlCondition = { required: ['ranges'], properties: { ranges: { type: 'string', minLength: 1 } } };
const WHEN_MARKERS: ControlCondition = { required: ['markers'], properties: { markers: { type: 'string', minLength: 1 } } };
const WHEN_MARKER_LINES: ControlCondition = { required: ['marker_lines'], properties: { marker_lines: { type: 'string', minLength: 1 } } };

/** A comma-separated text control of Superset's bullet. */
function listControl(name: string, label: string, description: string, visibleWhen?: ControlCondition) {
  return defineControl({
    name,
    label,
    description,
    section: 'customize',
    schema: { type: 'string', default: '' },
    uiSchema: { 'ui:widget': 'TextWidget' },
    validators: [],
    renderTrigger: true,
    ...(visibleWhen ? { visibleWhen } : {}),
  });
}

/** Upper bounds of the shaded ranges. */
export const ranges = listControl(
  'ranges',
  'Ranges',
  'Comma-separated values where the shaded background ranges end, such as `100,200,300`; empty shades from zero to a little past the largest value.',
);
/** Names of the ranges. */
export const rangeLabels = listControl('range_labels', 'Range labels', 'Comma-separated names of the ranges, one per range value, such as `Poor,Fair,Good`.', WHEN_RANGES);
/** Values marked with triangles. */
export const markers = listControl('markers', 'Markers', 'Comma-separated values to mark with triangles, such as `150,250`.');
/** Names of the markers. */
export const markerLabels = listControl('marker_labels', 'Marker labels', 'Comma-separated names of the markers, one per marker value.', WHEN_MARKERS);
/** Values marked with lines across the bullet. */
export const markerLines = listControl('marker_lines', 'Marker lines', 'Comma-separated values to mark with lines across the bullet, such as a target of `250`.');
/** Names of the marker lines. */
export const markerLineLabels = listControl('marker_line_labels', 'Marker line labels', 'Comma-separated names of the marker lines, one per marker line value.', WHEN_MARKER_LINES);

/** Write the labels on the chart. */
export const showLabels = defineControl({
  name: 'show_labels',
  label: 'Show labels',
  description: 'Write the values of the bars and the names of the ranges, markers and marker lines on the chart; they are in the tooltips either way.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
