import { MENU_ACTION_SCOPES, type MenuActionContribution, type MenuActionScope } from '../plugin-api/menu-action-contribution.js';
import { KEY_PATTERN, checkFiniteNumber, checkFunction, checkKey, checkString } from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import { validateContributions } from './validate-contributions.js';
import type { RegistryOptions } from './registry-options.js';

/** Group first (ungrouped actions before groups, groups by name), then order, then key. */
function compareActions(a: MenuActionContribution, b: MenuActionContribution): number {
  const groupA = a.group ?? '';
  const groupB = b.group ?? '';
  if (groupA !== groupB) return groupA < groupB ? -1 : 1;
  if (a.order !== b.order) return a.order - b.order;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** The chart and dashboard menu actions known to this process, by key. */
export class MenuActionRegistry extends FrozenRegistry<Readonly<MenuActionContribution>> {
  /**
   * The actions of one scope in menu order: by group, then `order`, then key. Visibility is up
   * to the caller, who has the context: `actionsFor('chart').filter((a) => a.isVisible(ctx))`.
   */
  actionsFor<S extends MenuActionScope>(scope: S): ReadonlyArray<Readonly<MenuActionContribution<S>>> {
    return this.list()
      .filter((action): action is Readonly<MenuActionContribution<S>> => action.scope === scope)
      .sort(compareActions);
  }
}

/**
 * Validates every menu action (key format and uniqueness, label, scope, finite order, optional
 * group, `isVisible`/`run` functions) and freezes them into a registry.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const menu = createMenuActionRegistry(getContributions(container, MenuActionContribution));
 * const items = menu.actionsFor('chart').filter((action) => action.isVisible(chartContext));
 * ```
 */
export function createMenuActionRegistry(contributions: readonly MenuActionContribution[], options: RegistryOptions = {}): MenuActionRegistry {
  const entries = validateContributions<typeof contributions[number], Readonly<MenuActionContribution>>('menu action', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    checkKey(report, record, 'key', KEY_PATTERN);
    checkString(report, record, 'label');
    if (!(MENU_ACTION_SCOPES as readonly unknown[]).includes(record.scope)) {
      report(`scope must be one of ${MENU_ACTION_SCOPES.join(', ')}, got ${JSON.stringify(record.scope)}`);
    }
    checkFiniteNumber(report, record, 'order');
    checkString(report, record, 'group', true);
    checkFunction(report, record, 'isVisible');
    checkFunction(report, record, 'run');
    return Object.freeze({ ...contribution });
  });
  return new MenuActionRegistry('menu action', entries);
}
