import type { VizBehavior } from '@core/plugin-api/index.js';
import { PAIRED_TTEST_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `paired_ttest`: groups tested against a control over time. */
export const pairedTTestManifest: VizManifest = {
  key: 'paired_ttest',
  version: '1.0.0',
  name: 'Paired t-test Table',
  description:
    "Tests whether groups differ from a control group over time: for each metric, a table of each group's paired Student's t-test p-value, its lift in percent and whether the difference is significant. Click a row to make it the control.",
  category: 'Table',
  tags: ['Tabular', 'Statistical', 'Comparison'],
  behaviors: [],
  thumbnail: PAIRED_TTEST_THUMBNAIL,
};
