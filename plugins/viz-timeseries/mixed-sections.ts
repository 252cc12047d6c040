import { defineControlSection, type ControlSectionContribution } from '@core/plugin-api/index.js';
import { logAxisSecondaryControl, truncateYAxisSecondaryControl, yAxisBoundsSecondaryControl } from './axis-controls.js';
import { QUERY_B_CONTROLS, STYLE_B_CONTROLS, yAxisFormatSecondaryControl, yAxisTitleSecondaryControl } from './mixed-controls.js';
import { MIXED_VIZ_KEY } from './timeseries-variant.js';

const namesIn = (section: string) => QUERY_B_CONTROLS.filter((control) => control.section === section).map((control) => control.name);

/**
 * The mixed chart's own panel sections, as Superset lays it out: Query B after Query A, its
 * advanced analytics after A's, the drawing of B's series after the chart options, then the
 * secondary y-axis. They hold no fields of their own; they gather query B's `_b` and `B` controls
 * and the secondary axis' ones.
 */
export const MIXED_CONTROL_SECTIONS: readonly ControlSectionContribution[] = Object.freeze([
  defineControlSection({
    key: 'mixed_query_b',
    label: 'Query B',
    description: "The second query: its metrics, dimensions, filters and limits. The x-axis, time grain and time range are query A's.",
    order: 15,
    expanded: true,
    controls: namesIn('query'),
    appliesTo: [MIXED_VIZ_KEY],
  }),
  defineControlSection({
    key: 'mixed_advanced_analytics_b',
    label: 'Advanced analytics (query B)',
    description: "Post-processing of query B's result: rolling windows, time comparison and resampling.",
    order: 35,
    expanded: false,
    controls: namesIn('advanced_analytics'),
    appliesTo: [MIXED_VIZ_KEY],
  }),
  defineControlSection({
    key: 'mixed_customize_b',
    label: 'Query B chart options',
    description: "How query B's series are drawn: series type, stacking, areas, markers and which y-axis they use.",
    order: 55,
    expanded: true,
    controls: STYLE_B_CONTROLS.map((control) => control.name),
    appliesTo: [MIXED_VIZ_KEY],
  }),
  defineControlSection({
    key: 'mixed_secondary_axis',
    label: 'Secondary y-axis',
    description: "The right-hand value axis, for the series of a query set to the secondary y-axis: its truncation, bounds, number format, title and scale.",
    order: 56,
    expanded: true,
    controls: [truncateYAxisSecondaryControl, yAxisBoundsSecondaryControl, yAxisFormatSecondaryControl, yAxisTitleSecondaryControl, logAxisSecondaryControl].map((control) => control.name),
    appliesTo: [MIXED_VIZ_KEY],
  }),
]);
