import type { DashboardComponentContribution } from '../plugin-api/dashboard-component-contribution.js';
import { KEY_PATTERN, checkFunction, checkKey, checkString } from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import type { RegistryOptions } from './registry-options.js';
import { validateContributions } from './validate-contributions.js';

/** The dashboard components the plugins add, by the key a `DYNAMIC` layout component names. */
export type DashboardComponentRegistry = FrozenRegistry<Readonly<DashboardComponentContribution>>;

/**
 * Validates every dashboard component (key format and uniqueness, name, description, loader)
 * and freezes them into a registry, in contribution order.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const dashboardComponents = createDashboardComponentRegistry(getContributions(container, DashboardComponentContribution));
 * dashboardComponents.get(component.meta.componentKey); // its descriptor, or undefined when its plugin is absent
 * ```
 */
export function createDashboardComponentRegistry(contributions: readonly DashboardComponentContribution[], options: RegistryOptions = {}): DashboardComponentRegistry {
  const entries = validateContributions<DashboardComponentContribution, Readonly<DashboardComponentContribution>>('dashboard component', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    checkKey(report, record, 'key', KEY_PATTERN);
    checkString(report, record, 'name');
    checkString(report, record, 'description');
    checkFunction(report, record, 'loadComponent');
    return Object.freeze({ ...contribution });
  });
  return new FrozenRegistry('dashboard component', entries);
}
