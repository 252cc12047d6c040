import type { VizBehavior } from '@core/plugin-api/index.js';
import { GANTT_THUMBNAIL } from './thumbnail.js';

/** The gallery metadata of a viz type, apart from its schemas and functions. */
export interface VizManifest {
  readonly key: string;
  readonly version: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly behaviors: readonly VizBehavior[];
  readonly thumbnail: string;
}

/** Metadata of `gantt_chart`: spans of time on rows, coloured by series. */
export const ganttManifest: VizManifest = {
  key: 'gantt_chart',
  version: '1.0.0',
  name: 'Gantt Chart',
  description:
    'Spans of time laid out on rows: each record is a bar from its start to its end time, on the row of its category and coloured by its series, to show schedules, durations and overlaps.',
  category: 'Evolution',
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  behaviors: [],
  thumbnail: GANTT_THUMBNAIL,
};
