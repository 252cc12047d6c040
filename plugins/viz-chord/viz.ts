import { defineViz } from '@core/plugin-api/index.js';
import { buildChordQuery } from './build-query.js';
import { chordSchema, chordUiSchema, type ChordFormData } from './form-data.schema.js';
import { chordManifest } from './manifest.js';
import { migrateChord } from './migrate.js';
import { transformChordProps, type ChordChartProps } from './transform-props.js';

/** The `chord` viz type: flows between entities, both ways, around a ring. */
export const chordViz = defineViz<ChordFormData, ChordChartProps>({
  ...chordManifest,
  formDataSchema: chordSchema,
  uiSchema: chordUiSchema,
  buildQuery: buildChordQuery,
  transformProps: transformChordProps,
  migrate: migrateChord,
  loadComponent: () => import('./ChordChart.js'),
});
