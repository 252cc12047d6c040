// A warehouse-sized catalogue for the autocomplete bench: schemas of tables of columns, named the
// way real warehouses are (snake_case words, shared key columns), reproducible from a seed.
import type { CompletionSources } from '@app/web/features/sqllab/completion-entries.js';

/** A generated catalogue and the statement a user types against it. */
export interface SyntheticCatalogue {
  sources: Required<CompletionSources>;
  /** Schemas + tables + columns. */
  objectCount: number;
  /** A query over two tables of one schema, typed left to right in the bench. */
  typedSql: string;
}

const DOMAINS = ['sales', 'finance', 'marketing', 'ops', 'hr', 'support', 'product', 'logistics', 'billing', 'risk'];
const NOUNS = [
  'customer', 'order', 'invoice', 'payment', 'shipment', 'product', 'account', 'campaign', 'ticket', 'employee',
  'supplier', 'warehouse', 'contract', 'session', 'event', 'refund', 'subscription', 'region', 'store', 'device',
  'lead', 'opportunity', 'quote', 'budget', 'ledger', 'transaction', 'carrier', 'route', 'claim', 'policy',
];
const QUALIFIERS = ['daily', 'monthly', 'line', 'item', 'history', 'summary', 'snapshot', 'detail', 'fact', 'dim', 'stage', 'raw'];
const ATTRIBUTES = ['amount', 'status', 'name', 'code', 'type', 'date', 'count', 'total', 'score', 'rate', 'price', 'quantity', 'currency', 'channel', 'segment', 'country'];
const COLUMN_TYPES = ['BIGINT', 'INTEGER', 'VARCHAR', 'DOUBLE', 'DECIMAL(18,2)', 'DATE', 'TIMESTAMP', 'BOOLEAN'];
const FUNCTIONS = [
  'abs', 'avg', 'ceil', 'coalesce', 'concat', 'count', 'count_distinct', 'current_date', 'date_diff', 'date_part', 'date_trunc',
  'dense_rank', 'first_value', 'floor', 'greatest', 'lag', 'last_value', 'lead', 'least', 'length', 'ln', 'log', 'lower',
  'lpad', 'ltrim', 'max', 'md5', 'median', 'min', 'mod', 'now', 'nullif', 'percentile_cont', 'power', 'quantile', 'rank',
  'regexp_extract', 'regexp_replace', 'replace', 'round', 'row_number', 'rpad', 'rtrim', 'split_part', 'sqrt', 'stddev',
  'string_agg', 'strftime', 'strptime', 'substr', 'substring', 'sum', 'to_char', 'to_date', 'to_timestamp', 'trim', 'trunc',
  'upper', 'variance',
];

/** mulberry32: a small seeded generator, so every run types against the same catalogue. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `schemaCount` schemas of `tablesPerSchema` tables of `columnsPerTable` columns (defaults:
 * 40 × 100 × 9 → 40,040 objects), plus ~60 functions; keywords come from the editor itself.
 */
export function syntheticCatalogue({ schemaCount = 40, tablesPerSchema = 100, columnsPerTable = 9, seed = 20_240_601 } = {}): SyntheticCatalogue {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const schemas = Array.from({ length: schemaCount }, (_, index) => `${DOMAINS[index % DOMAINS.length]}_${String(Math.floor(index / DOMAINS.length) + 1).padStart(2, '0')}`);
  const tables: { name: string; schema: string; type: string }[] = [];
  const columns: { table: string; name: string; type: string | null }[] = [];
  const columnsOf = new Map<string, string[]>();

  for (const schema of schemas) {
    const taken = new Set<string>();
    for (let index = 0; index < tablesPerSchema; index += 1) {
      let name = `${pick(QUALIFIERS)}_${pick(NOUNS)}${random() < 0.5 ? `_${pick(QUALIFIERS)}` : 's'}`;
      for (let suffix = 2; taken.has(name); suffix += 1) name = `${name.replace(/_v\d+$/, '')}_v${suffix}`;
      taken.add(name);
      tables.push({ name, schema, type: random() < 0.1 ? 'view' : 'table' });
      // Every table has an id and a few foreign keys; the rest are noun_attribute columns.
      const names = new Set<string>(['id', `${pick(NOUNS)}_id`, `${pick(NOUNS)}_id`, 'created_at']);
      while (names.size < columnsPerTable) names.add(`${pick(NOUNS)}_${pick(ATTRIBUTES)}`);
      const list = [...names].slice(0, columnsPerTable);
      columnsOf.set(`${schema}.${name}`, list);
      for (const column of list) columns.push({ table: name, name: column, type: pick(COLUMN_TYPES) });
    }
  }

  // The typed statement joins two tables of the fourth schema by their aliases.
  const schema = schemas[3 % schemas.length]!;
  const [left, right] = tables.filter((table) => table.schema === schema);
  const leftColumns = columnsOf.get(`${schema}.${left!.name}`)!;
  const rightColumns = columnsOf.get(`${schema}.${right!.name}`)!;
  const typedSql =
    `SELECT o.${leftColumns[4]}, count(*) AS runs, sum(li.${rightColumns[5]}) AS total ` +
    `FROM ${schema}.${left!.name} o JOIN ${schema}.${right!.name} li ON li.${rightColumns[1]} = o.id ` +
    `WHERE o.${leftColumns[6]} IS NOT NULL AND li.created_at >= current_date - 30 ` +
    `GROUP BY o.${leftColumns[4]} ORDER BY total DESC LIMIT 100`;

  return {
    sources: { functions: FUNCTIONS, schemas, tables, columns },
    objectCount: schemas.length + tables.length + columns.length,
    typedSql,
  };
}
