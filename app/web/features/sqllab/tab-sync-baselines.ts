import type { QueryEditor } from '@core/sqllab/index.js';

/** The fields of a tab its server tab state stores, tracked one by one between syncs. */
export const SYNCED_TAB_FIELDS = ['name', 'dbId', 'catalog', 'schema', 'sql', 'queryLimit', 'templateParams', 'autorun', 'hideLeftBar', 'remoteId'] as const;

/** One of {@link SYNCED_TAB_FIELDS}. */
export type SyncedTabField = (typeof SYNCED_TAB_FIELDS)[number];

/** Values of a tab's synced fields; a field missing is one whose server value is not known. */
export type SyncedTabValues = Partial<Pick<QueryEditor, SyncedTabField>>;

const isFieldValue = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The synced fields `source` holds (an editor, a server tab as an editor init, or stored values). */
export function syncedTabValues(source: Readonly<Record<string, unknown>>): SyncedTabValues {
  const values: Record<string, unknown> = {};
  for (const field of SYNCED_TAB_FIELDS) {
    if (Object.hasOwn(source, field) && source[field] !== undefined && isFieldValue(source[field])) values[field] = source[field];
  }
  return values as SyncedTabValues;
}

/**
 * What the server stored last for each tab, field by field (its "baseline"), so a merge can tell
 * the fields this browser changed since (they differ from the baseline) from the ones another
 * browser changed on the server. Updated when a server tab is loaded and when a sync succeeds;
 * stored with the rest of SQL Lab in the browser, so it survives a reload.
 *
 * @example
 * ```ts
 * const baselines = TabSyncBaselines.from(persisted?.syncedTabs);
 * baselines.record(queryEditor.id, queryEditor); // after PUT /tabstateview/{id} succeeded
 * baselines.changedFields(queryEditor); // Set { 'sql' } once the user edits the SQL
 * ```
 */
export class TabSyncBaselines {
  private readonly byTab = new Map<string, SyncedTabValues>();

  /** Baselines read back from storage; anything unreadable is skipped. */
  static from(stored: unknown): TabSyncBaselines {
    const baselines = new TabSyncBaselines();
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return baselines;
    for (const [queryEditorId, values] of Object.entries(stored as Record<string, unknown>)) {
      if (values !== null && typeof values === 'object' && !Array.isArray(values)) baselines.byTab.set(queryEditorId, syncedTabValues(values as Record<string, unknown>));
    }
    return baselines;
  }

  /** What the server stored last for a tab, if known. */
  get(queryEditorId: string): SyncedTabValues | undefined {
    return this.byTab.get(queryEditorId);
  }

  /** Records that the server now stores these values for the tab (fields not given keep their baseline). */
  record(queryEditorId: string, source: Readonly<Record<string, unknown>> | QueryEditor): void {
    this.byTab.set(queryEditorId, { ...this.byTab.get(queryEditorId), ...syncedTabValues(source as Readonly<Record<string, unknown>>) });
  }

  /**
   * The fields of the tab that differ from what the server stored last: the edits not synced yet.
   * A field whose server value is not known counts as changed, so a merge keeps the local value.
   * Null when the tab has no baseline (it was never loaded from or synced to the server here).
   */
  changedFields(queryEditor: QueryEditor): Set<SyncedTabField> | null {
    const baseline = this.byTab.get(queryEditor.id);
    if (!baseline) return null;
    return new Set(SYNCED_TAB_FIELDS.filter((field) => !Object.hasOwn(baseline, field) || baseline[field] !== queryEditor[field]));
  }

  /** The baselines of the given tabs, as stored in the browser (removed tabs are dropped). */
  snapshot(queryEditorIds: Iterable<string> = this.byTab.keys()): Record<string, SyncedTabValues> {
    const stored: Record<string, SyncedTabValues> = {};
    for (const id of queryEditorIds) {
      const values = this.byTab.get(id);
      if (values) stored[id] = values;
    }
    return stored;
  }
}
