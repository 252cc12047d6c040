import type { CompletionSlot } from './completion-slot';

/** What a completion stands for; it decides its icon and its rank. */
export type CompletionKind = 'column' | 'table' | 'view' | 'schema' | 'function' | 'keyword';

/** One thing the SQL editor can complete. */
export interface CompletionEntry {
  label: string;
  kind: CompletionKind;
  /** Shown beside the label: a column's type, a table's schema. */
  detail?: string | null;
  /** The schema of a table, the table of a column: `parent.` completes only its children. */
  parent?: string | null;
  /** Among names of its kind that match alike, lower priorities come first (0–254); entries without one follow. */
  priority?: number;
}

/** A lookup: the word being typed and, after `x.`, the qualifier `x`. */
export interface CompletionLookup {
  prefix: string;
  parent?: string | null;
  /** Most entries returned (default 200). */
  limit?: number;
  /** What the grammar expects at the caret; its kinds rank first. Without it, columns do. */
  slot?: CompletionSlot | null;
}

const KINDS: readonly CompletionKind[] = ['column', 'table', 'view', 'schema', 'function', 'keyword'];

/** How kinds rank in a slot: their order, and which of them the slot expects. */
interface RankProfile {
  /** Per kind (in `KINDS` order): lower ranks come first among equally good matches. */
  kindRank: Uint8Array;
  /** Per kind: 1 when the slot expects it; its matches come before the others'. */
  expected: Uint8Array;
}

const profile = (order: Readonly<Record<CompletionKind, number>>, expected: readonly CompletionKind[]): RankProfile => ({
  kindRank: Uint8Array.from(KINDS, (kind) => order[kind]),
  expected: Uint8Array.from(KINDS, (kind) => (expected.includes(kind) ? 1 : 0)),
});

const DEFAULT_PROFILE = profile({ column: 0, table: 1, view: 1, schema: 2, function: 3, keyword: 4 }, KINDS);
const SLOT_PROFILES: Readonly<Record<CompletionSlot, RankProfile>> = {
  keyword: profile({ keyword: 0, column: 1, function: 2, table: 3, view: 3, schema: 4 }, ['keyword']),
  table: profile({ table: 0, view: 0, schema: 1, column: 2, function: 3, keyword: 4 }, ['table', 'view', 'schema']),
  expression: profile({ column: 0, function: 1, table: 2, view: 2, schema: 3, keyword: 4 }, ['column', 'function']),
};
/**
 * Match groups, best first: an expected kind's exact name (0), whole-name prefix (1), word prefix
 * (2); then another kind's likewise (3, 4, 5). Each group spans this many kind ranks.
 */
const GROUPS_PER_KIND_RANK = 8;

const DEFAULT_LIMIT = 200;
/** The priority of entries that give none; it ranks after every given one. */
const NO_PRIORITY = 255;
/** Names are also found by the words after `_`, `.` or `$` (`dim_customer` by `cust`). */
const WORD_BREAK = /[_.$]+/;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Lower-cased search keys, ascending, with the entry of each. */
interface SortedKeys {
  keys: readonly string[];
  refs: Int32Array;
}

function sortedKeys(keys: readonly string[], refs: readonly number[]): SortedKeys {
  const positions = Int32Array.from(keys, (_, position) => position).sort((a, b) => compareText(keys[a]!, keys[b]!) || refs[a]! - refs[b]!);
  return { keys: Array.from(positions, (position) => keys[position]!), refs: Int32Array.from(positions, (position) => refs[position]!) };
}

/** First position in `keys` not below `needle`. */
function lowerBound(keys: readonly string[], needle: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < needle) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A prefix index over the names the editor completes (keywords, functions, schemas, tables and
 * columns): names sorted once, then each keystroke is a binary search plus a scan of the matching
 * range, so a lookup over 40,000 objects takes a few milliseconds at most. Matches rank first
 * the kinds the slot expects (keywords at a statement's start and after an operand, tables after
 * FROM, columns and functions in expressions): exact name, then whole-name prefixes, then prefixes
 * of a word inside the name; then the other kinds likewise; within a group by kind, then
 * priority (the common keywords), then shorter names, then alphabetical. Without a slot every
 * kind counts as expected, in the order columns, tables, schemas, functions, keywords. Equal names
 * of one kind are returned once.
 *
 * @example
 * ```ts
 * const index = CompletionIndex.build([{ label: 'orders', kind: 'table', parent: 'public' }]);
 * index.lookup({ prefix: 'ord' }); // [{ label: 'orders', … }]
 * index.lookup({ prefix: '', parent: 'public' }); // the tables of `public`
 * ```
 */
export class CompletionIndex {
  private readonly children = new Map<string, CompletionIndex | null>();
  /** Per name id: the lookup that last saw it, and its best quality and entry in that lookup. */
  private readonly seenIn: Int32Array;
  private readonly bestQuality: Float64Array;
  private readonly bestRef: Int32Array;
  private lookups = 0;

  private constructor(
    private readonly entries: readonly CompletionEntry[],
    /** Every whole name. */
    private readonly names: SortedKeys,
    /** Every word inside a name with what follows it (`customer_id` for `dim_customer_id`). */
    private readonly words: SortedKeys,
    /** Per entry: its kind's place in `KINDS`. */
    private readonly kinds: Uint8Array,
    /** Per entry: priority, length and alphabetical place folded into one number (lower ranks first), below `kindSpan`. */
    private readonly within: Float64Array,
    /** One step of kind rank: above any `within`. */
    private readonly kindSpan: number,
    /** Per entry: the id of its kind and lower-cased name; equal names of one kind share it. */
    private readonly nameIds: Int32Array,
    /** Per kind: one entry per name of that kind, shortest then alphabetical: an empty prefix merges them. */
    private readonly namesByKind: readonly Int32Array[],
    private readonly byParent: ReadonlyMap<string, CompletionEntry[]>,
  ) {
    const nameCount = namesByKind.reduce((total, refs) => total + refs.length, 0);
    this.seenIn = new Int32Array(nameCount);
    this.bestQuality = new Float64Array(nameCount);
    this.bestRef = new Int32Array(nameCount);
  }

  /** Builds the index; O(n log n) once, whatever the number of lookups. */
  static build(source: Iterable<CompletionEntry>): CompletionIndex {
    const entries = Array.from(source);
    const count = entries.length;
    const lowered = entries.map((entry) => entry.label.toLowerCase());
    const wordKeys: string[] = [];
    const wordRefs: number[] = [];
    const byParent = new Map<string, CompletionEntry[]>();
    entries.forEach((entry, ref) => {
      const words = lowered[ref]!.split(WORD_BREAK);
      for (let word = 1; word < words.length; word += 1) {
        if (words[word] === '') continue;
        wordKeys.push(words.slice(word).join('_'));
        wordRefs.push(ref);
      }
      if (entry.parent) {
        const parent = entry.parent.toLowerCase();
        const siblings = byParent.get(parent);
        if (siblings) siblings.push(entry);
        else byParent.set(parent, [entry]);
      }
    });
    // Alphabetical place of each entry, then one sortable number per entry.
    const alphabetical = Int32Array.from(entries, (_, ref) => ref).sort((a, b) => compareText(lowered[a]!, lowered[b]!) || compareText(entries[a]!.label, entries[b]!.label));
    const place = new Int32Array(count);
    alphabetical.forEach((ref, rank) => {
      place[ref] = rank;
    });
    const spread = 2 ** Math.max(21, Math.ceil(Math.log2(count + 1)));
    const priorityOf = (entry: CompletionEntry) => (entry.priority === undefined ? NO_PRIORITY : Math.max(0, Math.min(NO_PRIORITY, Math.trunc(entry.priority))));
    const within = Float64Array.from(entries, (entry, ref) => (priorityOf(entry) * 10_000 + Math.min(entry.label.length, 9_999)) * spread + place[ref]!);
    const kinds = Uint8Array.from(entries, (entry) => KINDS.indexOf(entry.kind));

    const nameIds = new Int32Array(count);
    const idOfName = new Map<string, number>();
    const firstOfName: number[] = [];
    // Equal names share a kind, so their order does not depend on the slot.
    const byRank = Int32Array.from(entries, (_, ref) => ref).sort((a, b) => within[a]! - within[b]!);
    const namesByKind: number[][] = KINDS.map(() => []);
    for (const ref of byRank) {
      const name = `${entries[ref]!.kind}\u0000${lowered[ref]!}`;
      let id = idOfName.get(name);
      if (id === undefined) {
        id = firstOfName.length;
        idOfName.set(name, id);
        firstOfName.push(ref);
        namesByKind[kinds[ref]!]!.push(ref);
      }
      nameIds[ref] = id;
    }
    return new CompletionIndex(
      entries,
      sortedKeys(lowered, Array.from(lowered, (_, ref) => ref)),
      sortedKeys(wordKeys, wordRefs),
      kinds,
      within,
      (NO_PRIORITY + 1) * 10_000 * spread,
      nameIds,
      namesByKind.map((refs) => Int32Array.from(refs)),
      byParent,
    );
  }

  /** How many entries the index holds. */
  get size(): number {
    return this.entries.length;
  }

  /** The best matches of `prefix` (case-insensitive), at most `limit`; after `parent.` only that parent's children. */
  lookup({ prefix, parent, limit = DEFAULT_LIMIT, slot = null }: CompletionLookup): CompletionEntry[] {
    if (parent) return this.childIndex(parent)?.lookup({ prefix, limit }) ?? [];
    const needle = prefix.toLowerCase();
    const rank = slot ? SLOT_PROFILES[slot] : DEFAULT_PROFILE;
    if (needle === '') return this.firstNames(rank, limit).map((ref) => this.entries[ref]!);
    const lookup = (this.lookups = (this.lookups % 0x7fffffff) + 1);
    const touched: number[] = [];
    const expectedWhole = this.scan(this.names, needle, false, rank, false, lookup, touched);
    // Word matches rank below whole names of their kind: they are read only when they can still
    // make the list (a one-letter prefix matches a word of nearly every name).
    if (expectedWhole < limit) this.scan(this.words, needle, true, rank, touched.length >= limit, lookup, touched);
    return this.best(touched, limit).map((name) => this.entries[this.bestRef[name]!]!);
  }

  /**
   * Scores the keys starting with `needle`, keeping each name's best quality; kinds the slot does
   * not expect are skipped when `expectedOnly`. Returns how many names it saw first as an
   * expected kind's exact or whole-name match (groups 0 and 1).
   */
  private scan(sorted: SortedKeys, needle: string, isWord: boolean, rank: RankProfile, expectedOnly: boolean, lookup: number, touched: number[]): number {
    const { keys, refs } = sorted;
    const { kindRank, expected } = rank;
    const { kinds, within, kindSpan, nameIds, seenIn, bestQuality, bestRef } = this;
    let expectedWhole = 0;
    for (let position = lowerBound(keys, needle); position < keys.length; position += 1) {
      const key = keys[position]!;
      if (!key.startsWith(needle)) break;
      const ref = refs[position]!;
      const kind = kinds[ref]!;
      const isExpected = expected[kind] === 1;
      if (expectedOnly && !isExpected) continue;
      const group = (isWord ? 2 : key.length === needle.length ? 0 : 1) + (isExpected ? 0 : 3);
      const quality = (group * GROUPS_PER_KIND_RANK + kindRank[kind]!) * kindSpan + within[ref]!;
      const name = nameIds[ref]!;
      if (seenIn[name] !== lookup) {
        seenIn[name] = lookup;
        bestQuality[name] = quality;
        bestRef[name] = ref;
        touched.push(name);
        if (group <= 1) expectedWhole += 1;
      } else if (quality < bestQuality[name]!) {
        bestQuality[name] = quality;
        bestRef[name] = ref;
      }
    }
    return expectedWhole;
  }

  /**
   * The first `limit` names in a profile's order, for an empty prefix: the kinds in rank order,
   * each already sorted, kinds of equal rank (tables and views) merged. O(limit), no sort.
   */
  private firstNames(rank: RankProfile, limit: number): number[] {
    const rankOf = (kind: number) => (rank.expected[kind] === 1 ? 1 : 4) * GROUPS_PER_KIND_RANK + rank.kindRank[kind]!;
    const kindOrder = KINDS.map((_, kind) => kind).sort((a, b) => rankOf(a) - rankOf(b));
    const refs: number[] = [];
    for (let start = 0; start < kindOrder.length && refs.length < limit; ) {
      let end = start + 1;
      while (end < kindOrder.length && rankOf(kindOrder[end]!) === rankOf(kindOrder[start]!)) end += 1;
      const lists = kindOrder.slice(start, end).map((kind) => this.namesByKind[kind]!);
      const next = lists.map(() => 0);
      while (refs.length < limit) {
        let best = -1;
        for (let list = 0; list < lists.length; list += 1) {
          const ref = lists[list]![next[list]!];
          if (ref !== undefined && (best === -1 || this.within[ref]! < this.within[lists[best]![next[best]!]!]!)) best = list;
        }
        if (best === -1) break;
        refs.push(lists[best]![next[best]!]!);
        next[best] = next[best]! + 1;
      }
      start = end;
    }
    return refs;
  }

  /** The `limit` touched names of lowest quality, in order (a bounded max-heap past `limit`). */
  private best(touched: number[], limit: number): number[] {
    const quality = this.bestQuality;
    const byQuality = (a: number, b: number) => quality[a]! - quality[b]!;
    if (touched.length <= limit * 4) return touched.sort(byQuality).slice(0, limit);
    const heap: number[] = [];
    const siftDown = (start: number) => {
      let parent = start;
      for (;;) {
        const left = 2 * parent + 1;
        const right = left + 1;
        let largest = parent;
        if (left < heap.length && quality[heap[left]!]! > quality[heap[largest]!]!) largest = left;
        if (right < heap.length && quality[heap[right]!]! > quality[heap[largest]!]!) largest = right;
        if (largest === parent) return;
        [heap[parent], heap[largest]] = [heap[largest]!, heap[parent]!];
        parent = largest;
      }
    };
    for (const name of touched) {
      if (heap.length < limit) {
        heap.push(name);
        let child = heap.length - 1;
        while (child > 0) {
          const parent = (child - 1) >> 1;
          if (quality[heap[parent]!]! >= quality[heap[child]!]!) break;
          [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
          child = parent;
        }
      } else if (limit > 0 && quality[name]! < quality[heap[0]!]!) {
        heap[0] = name;
        siftDown(0);
      }
    }
    return heap.sort(byQuality);
  }

  private childIndex(parent: string): CompletionIndex | null {
    const key = parent.toLowerCase();
    if (!this.children.has(key)) {
      const entries = this.byParent.get(key);
      this.children.set(key, entries ? CompletionIndex.build(entries) : null);
    }
    return this.children.get(key) ?? null;
  }
}
