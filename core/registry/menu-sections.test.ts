import { describe, expect, it } from 'vitest';
import { MENU_ACTION_SLOTS, defineMenuAction, type MenuActionContext, type MenuActionContribution } from '../plugin-api/index.js';
import { createMenuActionRegistry } from './create-menu-action-registry.js';
import { menuSectionsOf, type MenuSection } from './menu-sections.js';

const action = (key: string, fields: Partial<MenuActionContribution> = {}): MenuActionContribution =>
  defineMenuAction({ key, label: key, placements: ['dashboard-header'], order: 0, isAvailable: () => true, loadRun: async () => () => undefined, ...fields });

const context: MenuActionContext = { placement: 'dashboard-header', permissions: [], isAdmin: true, config: { allowFullCsvExport: false }, dashboard: { id: 1, title: 'Sales' } };

/** A section as text: `Group: a, Share[b, c]`. */
const describeSections = (sections: MenuSection[]) =>
  sections.map(
    (section) =>
      `${section.group ?? '-'}: ${section.nodes.map((node) => (node.kind === 'action' ? node.entry.action.key : `${node.title}[${node.entries.map((entry) => entry.action.key).join(', ')}]`)).join(', ')}`,
  );

describe('menuSectionsOf', () => {
  it('draws each group as a section and gathers a submenu where its first action stands', () => {
    const registry = createMenuActionRegistry([
      action('refresh', { order: 1 }),
      action('download-image', { group: 'Download', order: 60 }),
      action('download-pdf', { group: 'Download', order: 65 }),
      action('share-by-email', { group: 'Share', submenu: 'Share', order: 20 }),
      action('copy-permalink', { group: 'Share', submenu: 'Share', order: 10 }),
      action('manage-email-reports', { group: 'Share', order: 15 }),
      action('embed-dashboard', { group: 'Share', order: 95 }),
    ]);
    expect(describeSections(menuSectionsOf(registry.entriesFor(context)))).toEqual([
      '-: refresh',
      'Download: download-image, download-pdf',
      'Share: Share[copy-permalink, share-by-email], manage-email-reports, embed-dashboard',
    ]);
  });

  it('keeps submenus of one title in different groups apart, and leaves an empty menu empty', () => {
    const registry = createMenuActionRegistry([
      action('a', { group: 'Download', submenu: 'More', order: 1 }),
      action('b', { group: 'Share', submenu: 'More', order: 1 }),
      action('c', { group: 'Share', submenu: 'Other', order: 2 }),
    ]);
    expect(describeSections(menuSectionsOf(registry.entriesFor(context)))).toEqual(['Download: More[a]', 'Share: More[b], Other[c]']);
    expect(menuSectionsOf([])).toEqual([]);
  });

  it('places the reserved email-report and embedding slots after the Share submenu of the same section', () => {
    const slot = (fields: (typeof MENU_ACTION_SLOTS)[keyof typeof MENU_ACTION_SLOTS]) => action(fields.key, { group: fields.group, order: fields.order, placements: fields.placements });
    const registry = createMenuActionRegistry([
      slot(MENU_ACTION_SLOTS.embedDashboard),
      slot(MENU_ACTION_SLOTS.manageEmailReports),
      action('copy-permalink', { group: 'Share', submenu: 'Share', order: 10 }),
      action('share-by-email', { group: 'Share', submenu: 'Share', order: 20 }),
    ]);
    expect(describeSections(menuSectionsOf(registry.entriesFor(context)))).toEqual(['Share: Share[copy-permalink, share-by-email], manage-email-reports, embed-dashboard']);
  });
});
