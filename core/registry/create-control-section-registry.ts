import type { ControlSectionContribution } from '../plugin-api/control-section-contribution.js';
import { deepFreeze } from './deep-freeze.js';
import {
  KEY_PATTERN,
  VIZ_KEY_PATTERN,
  checkBoolean,
  checkFiniteNumber,
  checkKey,
  checkString,
  checkStringArray,
} from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import { validateContributions } from './validate-contributions.js';
import type { RegistryOptions } from './registry-options.js';

/** Options of {@link createControlSectionRegistry}. */
export interface ControlSectionRegistryOptions extends RegistryOptions {
  /** Registered viz keys; when given, `appliesTo` may only name these. */
  vizKeys?: ReadonlySet<string>;
}

/** The shared explore control sections known to this process, by key. */
export class ControlSectionRegistry extends FrozenRegistry<Readonly<ControlSectionContribution>> {
  /** The sections shown for a viz type, by `order` then key. */
  sectionsFor(vizKey: string): readonly Readonly<ControlSectionContribution>[] {
    return this.list()
      .filter((section) => section.appliesTo === '*' || section.appliesTo.includes(vizKey))
      .sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}

/**
 * Validates every shared control section (key format and uniqueness, label, order, expanded,
 * a non-empty list of distinct controls, `appliesTo` of `'*'` or viz keys) and freezes them.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const sections = createControlSectionRegistry(getContributions(container, ControlSectionContribution), {
 *   vizKeys: new Set(vizRegistry.keys()),
 * });
 * sections.sectionsFor('echarts_timeseries_line');
 * ```
 */
export function createControlSectionRegistry(
  contributions: readonly ControlSectionContribution[],
  options: ControlSectionRegistryOptions = {},
): ControlSectionRegistry {
  const entries = validateContributions<typeof contributions[number], Readonly<ControlSectionContribution>>('control section', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    checkKey(report, record, 'key', KEY_PATTERN);
    checkString(report, record, 'label');
    checkString(report, record, 'description', true);
    checkFiniteNumber(report, record, 'order');
    checkBoolean(report, record, 'expanded');
    checkStringArray(report, record, 'controls', true);
    if (record.appliesTo !== '*') {
      for (const vizKey of checkStringArray(report, record, 'appliesTo', true)) {
        if (!VIZ_KEY_PATTERN.test(vizKey)) report(`appliesTo: '${vizKey}' is not a viz key`);
        else if (options.vizKeys && !options.vizKeys.has(vizKey)) report(`appliesTo: no viz type '${vizKey}' is registered`);
      }
    }
    return deepFreeze({ ...contribution });
  });
  return new ControlSectionRegistry('control section', entries);
}
