import type { FilterConfigItem } from '@core/dashboard/index.js';

/**
 * The configuration as the modal edits it: every entry by id, the list order, and the entries
 * deleted. A deleted entry stays in `order` (shown with "Restore") until its undo window ends and
 * it is `purge`d; either way it is no longer part of the configuration.
 */
export interface FilterConfigDraft {
  order: readonly string[];
  items: Readonly<Record<string, FilterConfigItem>>;
  removed: ReadonlySet<string>;
}

/** An edit of the draft. */
export type FilterConfigDraftAction =
  | { type: 'add'; item: FilterConfigItem }
  | { type: 'update'; item: FilterConfigItem }
  | { type: 'remove'; id: string }
  | { type: 'restore'; id: string }
  | { type: 'purge'; id: string }
  | { type: 'move'; id: string; toIndex: number }
  | { type: 'reset'; configuration: readonly FilterConfigItem[] };

/** The draft of a stored configuration: nothing deleted. */
export function createFilterConfigDraft(configuration: readonly FilterConfigItem[]): FilterConfigDraft {
  return { order: configuration.map((item) => item.id), items: Object.fromEntries(configuration.map((item) => [item.id, item])), removed: new Set() };
}

/** Applies one edit; returns the same draft when the edit changes nothing. */
export function filterConfigDraftReducer(draft: FilterConfigDraft, action: FilterConfigDraftAction): FilterConfigDraft {
  switch (action.type) {
    case 'reset':
      return createFilterConfigDraft(action.configuration);
    case 'add':
      if (draft.items[action.item.id]) return draft;
      return { ...draft, order: [...draft.order, action.item.id], items: { ...draft.items, [action.item.id]: action.item } };
    case 'update':
      if (!draft.items[action.item.id] || draft.items[action.item.id] === action.item) return draft;
      return { ...draft, items: { ...draft.items, [action.item.id]: action.item } };
    case 'remove': {
      if (!draft.items[action.id] || draft.removed.has(action.id)) return draft;
      return { ...draft, removed: new Set([...draft.removed, action.id]) };
    }
    case 'restore': {
      if (!draft.removed.has(action.id) || !draft.order.includes(action.id)) return draft;
      const removed = new Set(draft.removed);
      removed.delete(action.id);
      return { ...draft, removed };
    }
    case 'purge':
      if (!draft.removed.has(action.id) || !draft.order.includes(action.id)) return draft;
      return { ...draft, order: draft.order.filter((id) => id !== action.id) };
    case 'move': {
      const from = draft.order.indexOf(action.id);
      const to = Math.max(0, Math.min(draft.order.length - 1, action.toIndex));
      if (from < 0 || from === to) return draft;
      const order = [...draft.order];
      order.splice(from, 1);
      order.splice(to, 0, action.id);
      return { ...draft, order };
    }
  }
}

/** The configuration the draft stands for: the entries not deleted, in list order. */
export function draftConfiguration(draft: FilterConfigDraft): FilterConfigItem[] {
  return draft.order.filter((id) => !draft.removed.has(id)).map((id) => draft.items[id]!);
}

/** Whether a deleted entry is still shown (its undo window has not ended). */
export function isPendingRemoval(draft: FilterConfigDraft, id: string): boolean {
  return draft.removed.has(id) && draft.order.includes(id);
}
