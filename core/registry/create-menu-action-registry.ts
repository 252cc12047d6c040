import { MENU_PLACEMENTS, type MenuActionContext, type MenuActionContribution, type MenuPlacement } from '../plugin-api/menu-action-contribution.js';
import { KEY_PATTERN, checkFiniteNumber, checkFunction, checkKey, checkString, checkStringArray } from './descriptor-fields.js';
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

/** An action as a menu shows it: its label and state for the menu's context. */
export interface MenuEntry {
  action: Readonly<MenuActionContribution>;
  label: string;
  enabled: boolean;
}

/** The chart, explore and dashboard menu actions known to this process, by key. */
export class MenuActionRegistry extends FrozenRegistry<Readonly<MenuActionContribution>> {
  /** The actions of one menu in menu order: by group, then `order`, then key. */
  actionsFor(placement: MenuPlacement): ReadonlyArray<Readonly<MenuActionContribution>> {
    return this.list()
      .filter((action) => action.placements.includes(placement))
      .sort(compareActions);
  }

  /** What the menu of `context.placement` shows for this context: available actions, labelled. */
  entriesFor(context: MenuActionContext): MenuEntry[] {
    return this.actionsFor(context.placement)
      .filter((action) => action.isAvailable(context))
      .map((action) => ({ action, label: action.labelFor?.(context) ?? action.label, enabled: action.isEnabled?.(context) ?? true }));
  }
}

/**
 * Validates every menu action (key format and uniqueness, label, placements, finite order,
 * optional group and submenu titles, predicate and loader functions) and freezes them into a
 * registry. `menuSectionsOf` lays a menu's entries out in sections and submenus.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const menu = createMenuActionRegistry(getContributions(container, MenuActionContribution));
 * const entries = menu.entriesFor({ placement: 'explore', permissions, isAdmin, config, chart });
 * ```
 */
export function createMenuActionRegistry(contributions: readonly MenuActionContribution[], options: RegistryOptions = {}): MenuActionRegistry {
  const entries = validateContributions<typeof contributions[number], Readonly<MenuActionContribution>>('menu action', contributions, 'key', options.pluginOf, (record, report, contribution) => {
    checkKey(report, record, 'key', KEY_PATTERN);
    checkString(report, record, 'label');
    const placements = checkStringArray(report, record, 'placements', true);
    const unknown = placements.filter((placement) => !(MENU_PLACEMENTS as readonly string[]).includes(placement));
    if (unknown.length > 0) report(`placements must be among ${MENU_PLACEMENTS.join(', ')}, got ${JSON.stringify(unknown)}`);
    checkFiniteNumber(report, record, 'order');
    checkString(report, record, 'group', true);
    checkString(report, record, 'submenu', true);
    checkFunction(report, record, 'labelFor', true);
    checkFunction(report, record, 'isAvailable');
    checkFunction(report, record, 'isEnabled', true);
    checkFunction(report, record, 'loadRun');
    return Object.freeze({ ...contribution, placements: Object.freeze([...contribution.placements]) });
  });
  return new MenuActionRegistry('menu action', entries);
}
