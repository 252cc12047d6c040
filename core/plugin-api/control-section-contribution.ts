import type { ContributionToken } from './contribution-token.js';
import type { JsonSchema } from './json-schema.js';
import type { UiSchema } from './ui-schema.js';

/**
 * A section of the explore control panel (Query, Time, Customize, …), shown for every viz type or
 * for chosen ones. Pure data, validated at start-up like a viz. A section gathers the viz's own
 * controls that name it (`defineControl({ section })`) and may bring fields of its own: `schema`
 * holds their JSON Schema fragments, which are added to the form data of every viz it applies to.
 *
 * @example
 * ```ts
 * export const notesSection = defineControlSection({
 *   key: 'chart_notes',
 *   label: 'Notes',
 *   order: 45,
 *   expanded: false,
 *   controls: ['chart_note'],
 *   schema: { chart_note: { type: 'string', title: 'Note', default: '' } },
 *   uiSchema: { chart_note: { 'ui:widget': 'TextWidget' } },
 *   appliesTo: ['pie', 'echarts_timeseries_line'],
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
  /**
   * Form-data properties shown in the section, in display order, ahead of the viz's controls
   * that name the section. Each is one of the section's own fields or a control of the viz (a viz
   * without it simply does not show it). Empty for a section filled only by the viz's controls.
   */
  controls: readonly string[];
  /** JSON Schema fragments of the section's own fields, by form-data property name. */
  schema?: Readonly<Record<string, JsonSchema>>;
  /** uiSchema of the section's own fields, by property name. */
  uiSchema?: Readonly<Record<string, UiSchema>>;
  /** `'*'` for every viz type, or the viz keys the section is shown for. */
  appliesTo: '*' | readonly string[];
}

/** DI token under which plugins bind their {@link ControlSectionContribution}s. */
export const ControlSectionContribution = Symbol.for('tessera.ControlSectionContribution') as ContributionToken<ControlSectionContribution>;

/** Declares a control section; returns its argument unchanged. */
export function defineControlSection(contribution: ControlSectionContribution): ControlSectionContribution {
  return contribution;
}
