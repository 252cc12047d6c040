/** Keys of the explore panel's shared sections, in display order. */
export type ControlSectionKey = 'query' | 'time' | 'advanced_analytics' | 'annotations' | 'customize';

/**
 * A section of the explore control panel, without its controls: which controls land in it is
 * decided by each control's `section` (and each viz's choice of controls). Has the fields a
 * `ControlSectionContribution` and a `UiSection` share, so either can be built from it.
 */
export interface ControlSection {
  readonly key: ControlSectionKey;
  readonly label: string;
  readonly description: string;
  /** Position in the panel; lower comes first (the `order` of `ControlSectionContribution`). */
  readonly order: number;
  /** Whether the section starts open. */
  readonly expanded: boolean;
}

/**
 * The shared sections of the explore panel, in display order: Query, Time, Advanced analytics,
 * Annotations and layers, Customize.
 *
 * @example
 * ```ts
 * CONTROL_SECTIONS.find((section) => section.key === 'advanced_analytics')?.expanded; // false
 * ```
 */
export const CONTROL_SECTIONS: readonly ControlSection[] = Object.freeze([
  {
    key: 'query',
    label: 'Query',
    description: 'What to fetch: dimensions, metrics, filters and limits.',
    order: 10,
    expanded: true,
  },
  {
    key: 'time',
    label: 'Time',
    description: 'Which time column the chart is filtered on, and over which range.',
    order: 20,
    expanded: true,
  },
  {
    key: 'advanced_analytics',
    label: 'Advanced analytics',
    description: 'Post-processing of the query result: rolling windows, time comparison and resampling.',
    order: 30,
    expanded: false,
  },
  {
    key: 'annotations',
    label: 'Annotations and layers',
    description: 'Events, intervals, formulas and other charts drawn over this one.',
    order: 40,
    expanded: false,
  },
  {
    key: 'customize',
    label: 'Customize',
    description: 'How the result is drawn: colors, formats, legend and axes.',
    order: 50,
    expanded: true,
  },
].map((section) => Object.freeze(section as ControlSection)));

/** The section keys, in display order. */
export const CONTROL_SECTION_KEYS: readonly ControlSectionKey[] = CONTROL_SECTIONS.map((section) => section.key);
