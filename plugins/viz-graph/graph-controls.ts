import { COLUMN_SCHEMA, closedChoiceSchema, defineControl, type ControlCondition } from '@control-schemas/index.js';

/** The force layout is chosen (also form data without a layout). */
const WHEN_FORCE: ControlCondition = { not: { required: ['layout'], properties: { layout: { const: 'circular' } } } };

/** How nodes are placed. */
export type GraphLayoutKind = 'force' | 'circular';
/** Superset's `roam` values: whether the graph pans and zooms. */
export type GraphRoam = boolean | 'scale' | 'move';
/** Superset's `selectedMode` values: how clicks select nodes. */
export type GraphSelectedMode = false | 'single' | 'multiple';
/** What ends an edge: nothing, an arrow or a dot. */
export type EdgeSymbol = 'none' | 'circle' | 'arrow';

const column = (name: string, label: string, description: string, required: boolean) =>
  defineControl({
    name,
    label,
    description,
    section: 'query',
    schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
    uiSchema: { 'ui:widget': 'ColumnWidget', ...(required ? {} : { 'ui:options': { clearable: true } }) },
    validators: required ? ['nonEmpty'] : [],
  });

/** The column naming the nodes edges start from. */
export const source = column('source', 'Source', 'The column whose values are the nodes edges start from.', true);
/** The column naming the nodes edges end at. */
export const target = column('target', 'Target', 'The column whose values are the nodes edges end at. A value found in both columns is one node.', true);
/** The category of source nodes. */
export const sourceCategory = column(
  'source_category',
  'Source category',
  'The category of source nodes, which colours them and lists them in the legend. A node with several categories takes the first.',
  false,
);
/** The category of target nodes. */
export const targetCategory = column('target_category', 'Target category', 'The category of target nodes, which colours them and lists them in the legend.', false);

/** Force-directed or circular placement. */
export const graphLayout = defineControl({
  name: 'layout',
  label: 'Graph layout',
  description: 'Force pulls connected nodes together and pushes the others apart; circular sets the nodes on a ring, grouped by category.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'force', title: 'Force' },
      { const: 'circular', title: 'Circular' },
    ]),
    default: 'force',
  },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

/** The symbols at both ends of an edge. */
export const edgeSymbol = defineControl({
  name: 'edgeSymbol',
  label: 'Edge symbols',
  description: 'What marks the start and the end of each edge.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'none,none', title: 'None → none' },
      { const: 'none,arrow', title: 'None → arrow' },
      { const: 'circle,arrow', title: 'Circle → arrow' },
      { const: 'circle,circle', title: 'Circle → circle' },
    ]),
    default: 'none,arrow',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Nodes can be dragged. */
export const draggable = defineControl({
  name: 'draggable',
  label: 'Enable node dragging',
  description: 'Let a node be dragged in the force layout; the others follow through their edges.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_FORCE,
});

/** Panning and zooming. */
export const roam = defineControl({
  name: 'roam',
  label: 'Enable graph roaming',
  description: 'Let the mouse wheel zoom and a drag on the background pan the graph. Double-click resets the view.',
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

/** How a click selects nodes (and cross-filters on them). */
export const selectedMode = defineControl({
  name: 'selectedMode',
  label: 'Node select mode',
  description: 'Single: a click selects one node and cross-filters on it. Multiple: clicks add nodes of the same column to the selection. Disabled: clicks do nothing.',
  section: 'customize',
  schema: {
    type: ['boolean', 'string'],
    ...closedChoiceSchema([
      { const: false, title: 'Disabled' },
      { const: 'single', title: 'Single' },
      { const: 'multiple', title: 'Multiple' },
    ]),
    default: 'single',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Smallest node value that gets a label. */
export const showSymbolThreshold = defineControl({
  name: 'showSymbolThreshold',
  label: 'Label threshold',
  description: 'Only nodes whose value is above this get a label; 0 labels every node there is room for.',
  section: 'customize',
  schema: { type: 'number', default: 0 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** The median node size. */
export const baseNodeSize = defineControl({
  name: 'baseNodeSize',
  label: 'Node size',
  description: 'Median node diameter in pixels; the largest node is four times the smallest.',
  section: 'customize',
  schema: { type: 'number', minimum: 1, default: 20 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** The median edge width. */
export const baseEdgeWidth = defineControl({
  name: 'baseEdgeWidth',
  label: 'Edge width',
  description: 'Median edge width in pixels; the thickest edge is four times the thinnest.',
  section: 'customize',
  schema: { type: 'number', minimum: 0.1, default: 3 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

const forceSlider = (name: string, label: string, description: string, minimum: number, maximum: number, step: number, value: number) =>
  defineControl({
    name,
    label,
    description,
    section: 'customize',
    schema: { type: 'number', minimum, maximum, default: value },
    uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step } },
    validators: ['number'],
    renderTrigger: true,
    visibleWhen: WHEN_FORCE,
  });

/** Preferred length of an edge. */
export const edgeLength = forceSlider('edgeLength', 'Edge length', 'How long edges try to be in the force layout.', 100, 1000, 50, 400);
/** Pull towards the centre. */
export const gravity = forceSlider('gravity', 'Gravity', 'How strongly nodes are pulled towards the centre.', 0.1, 1, 0.1, 0.3);
/** Push between nodes. */
export const repulsion = forceSlider('repulsion', 'Repulsion', 'How strongly nodes push each other apart.', 100, 3000, 50, 1000);
/** Damping of the layout. */
export const friction = forceSlider('friction', 'Friction', 'How quickly moving nodes slow down: more friction settles sooner, less lets the layout spread further.', 0.1, 1, 0.1, 0.2);
