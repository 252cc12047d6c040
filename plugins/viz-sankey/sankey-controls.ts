import { COLUMN_SCHEMA, closedChoiceSchema, defineControl } from '@control-schemas/index.js';

/** How nodes line up across the width, Superset's `node_alignment` values. */
export const SANKEY_NODE_ALIGNMENTS = ['justify', 'left', 'right'] as const;

/** A node alignment of the sankey. */
export type SankeyNodeAlignment = (typeof SANKEY_NODE_ALIGNMENTS)[number];

/** Whether the diagram pans and zooms: Superset's `roam` values. */
export type SankeyRoam = boolean | 'scale' | 'move';

/** The column whose values are where flows start. */
export const source = defineControl({
  name: 'source',
  label: 'Source',
  description: 'The column whose values are the nodes flows start from.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** Ordered columns drawn as stages between the source and the target. */
export const intermediateLevels = defineControl({
  name: 'intermediate_levels',
  label: 'Intermediate levels',
  description: 'Optional columns drawn, in order, as stages between the source and the target: each row flows source → level 1 → … → target.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});

/** The column whose values are where flows end. */
export const target = defineControl({
  name: 'target',
  label: 'Target',
  description: 'The column whose values are the nodes flows end at.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** Order the flows by the metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the rows by the metric, largest first, so the row limit keeps the largest flows.',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Where nodes without incoming or outgoing flows stand. */
export const nodeAlignment = defineControl({
  name: 'node_alignment',
  label: 'Node alignment',
  description: 'Justify pushes nodes without outgoing flows to the last stage; left and right pack nodes towards that side.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'justify', title: 'Justify' },
      { const: 'left', title: 'Left' },
      { const: 'right', title: 'Right' },
    ]),
    default: 'justify',
  },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** Panning and zooming of the diagram. */
export const roam = defineControl({
  name: 'roam',
  label: 'Enable graph roaming',
  description: 'Let the mouse wheel zoom and a drag pan the diagram, which keeps dense flows readable in a small tile. Double-click resets the view.',
  section: 'customize',
  schema: {
    type: ['boolean', 'string'],
    ...closedChoiceSchema([
      { const: false, title: 'Disabled' },
      { const: 'scale', title: 'Scale only' },
      { const: 'move', title: 'Move only' },
      { const: true, title: 'Scale and move' },
    ]),
    default: true,
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
