import type { ControlSectionContribution } from '@core/plugin-api/control-section-contribution.js';
import { SHARED_CONTROLS } from '../controls/index.js';
import { CONTROL_SECTIONS, type ControlSectionKey } from '../sections.js';

/** What {@link sharedSectionContribution} needs besides the section. */
export interface SharedSectionOptions {
  /** The section's controls; every shared control of the section when absent. */
  readonly controls?: readonly string[];
  /** `'*'` (the default) or the viz keys the section is shown for. */
  readonly appliesTo?: '*' | readonly string[];
}

/**
 * A `ControlSectionContribution` for one of the shared sections, so a plugin can contribute, say,
 * "Annotations and layers" to several viz types through DI without restating its label and order.
 *
 * @example
 * ```ts
 * bind(ControlSectionContribution).toConstantValue(
 *   sharedSectionContribution('annotations', { appliesTo: ['echarts_timeseries_line', 'echarts_timeseries_bar'] }),
 * );
 * ```
 */
export function sharedSectionContribution(key: ControlSectionKey, options: SharedSectionOptions = {}): ControlSectionContribution {
  const section = CONTROL_SECTIONS.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown control section '${key}'`);
  const controls = options.controls ?? SHARED_CONTROLS.filter((control) => control.section === key).map((control) => control.name);
  return {
    key: section.key,
    label: section.label,
    description: section.description,
    order: section.order,
    expanded: section.expanded,
    controls: [...controls],
    appliesTo: options.appliesTo === undefined || options.appliesTo === '*' ? '*' : [...options.appliesTo],
  };
}
