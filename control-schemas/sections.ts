import { defineControlSection, type ControlSectionContribution } from '@core/plugin-api/control-section-contribution.js';

/** Keys of the explore panel's core sections, which shared and viz controls name as their `section`. */
export type ControlSectionKey = 'query' | 'time' | 'advanced_analytics' | 'annotations' | 'customize';

/** A core section: one of the keys controls name, shown for every viz, holding no fields of its own. */
type CoreControlSection = ControlSectionContribution & { readonly key: ControlSectionKey };

const core = (section: Omit<CoreControlSection, 'controls' | 'appliesTo'>): CoreControlSection =>
  Object.freeze({ ...defineControlSection({ ...section, controls: Object.freeze([]), appliesTo: '*' }), key: section.key });

/**
 * The core sections of the explore panel, as contributions: Query, Time, Advanced analytics,
 * Annotations and layers, Customize. They hold no fields of their own; each gathers the controls
 * that name it. The web kernel registers them next to the plugins' sections, so one registry
 * decides every section's label, order and initial state. They live here, not in a plugin folder,
 * because controls are written against their keys (and a disabled plugin must not empty the panel).
 *
 * @example
 * ```ts
 * createControlSectionRegistry([...CORE_CONTROL_SECTIONS, ...getContributions(container, ControlSectionContribution)]);
 * ```
 */
export const CORE_CONTROL_SECTIONS: readonly CoreControlSection[] = Object.freeze([
  core({ key: 'query', label: 'Query', description: 'What to fetch: dimensions, metrics, filters and limits.', order: 10, expanded: true }),
  core({ key: 'time', label: 'Time', description: 'Which time column the chart is filtered on, and over which range.', order: 20, expanded: true }),
  core({
    key: 'advanced_analytics',
    label: 'Advanced analytics',
    description: 'Post-processing of the query result: rolling windows, time comparison and resampling.',
    order: 30,
    expanded: false,
  }),
  core({
    key: 'annotations',
    label: 'Annotations and layers',
    description: 'Events, intervals, formulas and other charts drawn over this one.',
    order: 40,
    expanded: false,
  }),
  core({ key: 'customize', label: 'Customize', description: 'How the result is drawn: colors, formats, legend and axes.', order: 50, expanded: true }),
]);

/** The core section keys, in display order. */
export const CONTROL_SECTION_KEYS: readonly ControlSectionKey[] = CORE_CONTROL_SECTIONS.map((section) => section.key);

/** The core section with this key. */
export function coreControlSection(key: ControlSectionKey): CoreControlSection {
  const section = CORE_CONTROL_SECTIONS.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown control section '${key}'`);
  return section;
}
