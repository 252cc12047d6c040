import { defineControl } from '../control-definition.js';
import { ANNOTATION_LAYER_SCHEMA } from '../schema-parts/annotation-layer-schema.js';

/** Layers drawn over the chart. */
export const annotationLayers = defineControl({
  name: 'annotation_layers',
  label: 'Annotation layers',
  description: 'Events, intervals, formulas and series from other charts drawn over this one.',
  section: 'annotations',
  schema: { type: 'array', items: ANNOTATION_LAYER_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'AnnotationLayersWidget' },
  validators: [],
});
