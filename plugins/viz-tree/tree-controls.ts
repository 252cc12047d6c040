import { COLUMN_SCHEMA, closedChoiceSchema, defineControl } from '@control-schemas/index.js';
import type { JsonSchema } from '@core/plugin-api/index.js';

/** Where a label sits beside its node. */
export const LABEL_POSITIONS = ['left', 'top', 'right', 'bottom'] as const;
/** Where a label sits beside its node. */
export type LabelPosition = (typeof LABEL_POSITIONS)[number];
/** The tree's orientations, Superset's `orient` values. */
export const TREE_ORIENTS = ['LR', 'RL', 'TB', 'BT'] as const;
/** The tree's orientation: from the root's side to the leaves'. */
export type TreeOrient = (typeof TREE_ORIENTS)[number];
/** The node shapes, Superset's `symbol` values. */
export const TREE_SYMBOLS = ['emptyCircle', 'circle', 'rect', 'triangle', 'diamond', 'pin', 'arrow', 'none'] as const;
/** A node's shape. */
export type TreeSymbol = (typeof TREE_SYMBOLS)[number];
/** Pan and zoom, Superset's `roam` values. */
export type TreeRoam = boolean | 'scale' | 'move';

const WHEN_ORTHOGONAL = { not: { required: ['layout'], properties: { layout: { const: 'radial' } } } };
const labelPositionSchema = (fallback: LabelPosition): JsonSchema => ({
  type: 'string',
  ...closedChoiceSchema(LABEL_POSITIONS.map((position) => ({ const: position, title: position[0]!.toUpperCase() + position.slice(1) }))),
  default: fallback,
});

/** The column of node ids. */
export const id = defineControl({
  name: 'id',
  label: 'Id',
  description: 'The column that identifies each node.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** The column of parent ids. */
export const parent = defineControl({
  name: 'parent',
  label: 'Parent',
  description: "The column holding the id of each node's parent.",
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** The column of node names. */
export const name = defineControl({
  name: 'name',
  label: 'Name',
  description: 'Optional: the column nodes are labelled with; without it, nodes show their id.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** The id of the node the tree starts from. */
export const rootNodeId = defineControl({
  name: 'root_node_id',
  label: 'Root node id',
  description: 'The id the tree starts from. Empty: the node with the largest tree under it among the only children of their parents.',
  section: 'query',
  schema: { type: ['string', 'null'], default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

/** Orthogonal or radial. */
export const layout = defineControl({
  name: 'layout',
  label: 'Tree layout',
  description: 'Orthogonal: levels in columns or rows. Radial: the root in the middle, levels in rings around it.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema([{ const: 'orthogonal', title: 'Orthogonal' }, { const: 'radial', title: 'Radial' }]), default: 'orthogonal' },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** Which way an orthogonal tree grows. */
export const orient = defineControl({
  name: 'orient',
  label: 'Tree orientation',
  description: 'Which way an orthogonal tree grows from its root.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'LR', title: 'Left to right' },
      { const: 'RL', title: 'Right to left' },
      { const: 'TB', title: 'Top to bottom' },
      { const: 'BT', title: 'Bottom to top' },
    ]),
    default: 'LR',
  },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_ORTHOGONAL,
});

/** Where the labels of nodes with children sit. */
export const nodeLabelPosition = defineControl({
  name: 'node_label_position',
  label: 'Node label position',
  description: 'Where the labels of nodes that have children sit beside them.',
  section: 'customize',
  schema: labelPositionSchema('left'),
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** Where the labels of leaves sit. */
export const childLabelPosition = defineControl({
  name: 'child_label_position',
  label: 'Child label position',
  description: 'Where the labels of leaves sit beside them.',
  section: 'customize',
  schema: labelPositionSchema('bottom'),
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** Which relatives stay lit while a node is hovered. */
export const emphasis = defineControl({
  name: 'emphasis',
  label: 'Emphasis',
  description: 'Which relatives of a hovered node stay lit while the rest fades: its ancestors or its descendants.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema([{ const: 'ancestor', title: 'Ancestors' }, { const: 'descendant', title: 'Descendants' }]), default: 'descendant' },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_ORTHOGONAL,
});

/** The shape of the nodes. */
export const symbol = defineControl({
  name: 'symbol',
  label: 'Symbol',
  description: 'The shape drawn at each node.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'emptyCircle', title: 'Empty circle' },
      { const: 'circle', title: 'Circle' },
      { const: 'rect', title: 'Rectangle' },
      { const: 'triangle', title: 'Triangle' },
      { const: 'diamond', title: 'Diamond' },
      { const: 'pin', title: 'Pin' },
      { const: 'arrow', title: 'Arrow' },
      { const: 'none', title: 'None' },
    ]),
    default: 'emptyCircle',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** The size of the nodes. */
export const symbolSize = defineControl({
  name: 'symbolSize',
  label: 'Symbol size',
  description: 'The width of each node’s shape, in pixels.',
  section: 'customize',
  schema: { type: 'integer', minimum: 5, maximum: 30, default: 7 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 2 } },
  validators: ['integer'],
  renderTrigger: true,
});

/** Pan and zoom with the mouse. */
export const roam = defineControl({
  name: 'roam',
  label: 'Enable graph roaming',
  description: 'Whether the tree can be zoomed with the wheel and moved by dragging.',
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
