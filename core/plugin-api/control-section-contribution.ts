import type { ContributionToken } from './contribution-token.js';

/**
 * A section of the explore control panel shared by several viz types (e.g. "Annotations and
 * Layers", "Advanced analytics"), contributed once instead of repeated in each viz's uiSchema.
 *
 * @example
 * ```ts
 * export const annotationsSection = defineControlSection({
 *   key: 'annotations',
 *   label: 'Annotations and Layers',
 *   order: 50,
 *   expanded: false,
 *   controls: ['annotation_layers'],
 *   appliesTo: ['echarts_timeseries_line', 'echarts_timeseries_bar'],
 * });
 * ```
 */
export interface ControlSectionContribution {
  key: string;
  label: string;
  description?: string;
  /** Position in the panel; lower comes first. */
  order: number;
  /** Whether the section starts open. */
  expanded: boolean;
  /** Names of the controls (form-data properties) in the section, in display order. */
  controls: readonly string[];
  /** `'*'` for every viz type, or the viz keys the section is shown for. */
  appliesTo: '*' | readonly string[];
}

/** DI token under which plugins bind their {@link ControlSectionContribution}s. */
export const ControlSectionContribution = Symbol.for('tessera.ControlSectionContribution') as ContributionToken<ControlSectionContribution>;

/** Declares a shared control section; returns its argument unchanged. */
export function defineControlSection(contribution: ControlSectionContribution): ControlSectionContribution {
  return contribution;
}
