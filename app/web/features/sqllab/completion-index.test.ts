import { describe, expect, it } from 'vitest';
import { completionContextAt, tableAliases } from './completion-context';
import { completionEntries } from './completion-entries';
import { CompletionIndex, type CompletionEntry } from './completion-index';
import { suggestCompletions } from './suggest-completions';

const labels = (entries: CompletionEntry[]) => entries.map((entry) => entry.label);

/** 40,000 schema objects: 40 schemas × 100 tables × 9 columns + the tables themselves. */
function bigSchema(): CompletionEntry[] {
  const entries: CompletionEntry[] = [];
  const words = ['orders', 'customer', 'invoice', 'payment', 'shipment', 'product', 'region', 'account', 'session', 'event'];
  for (let schema = 0; schema < 40; schema += 1) {
    const schemaName = `schema_${schema}`;
    entries.push({ label: schemaName, kind: 'schema' });
    for (let table = 0; table < 100; table += 1) {
      const tableName = `${words[table % 10]}_${schema}_${table}`;
      entries.push({ label: tableName, kind: 'table', parent: schemaName });
      for (let column = 0; column < 9; column += 1) {
        entries.push({ label: `${words[(table + column) % 10]}_col_${column}_${table}`, kind: 'column', parent: tableName });
      }
    }
  }
  return entries;
}

describe('CompletionIndex', () => {
  const index = CompletionIndex.build(
    completionEntries({
      functions: ['count', 'coalesce', 'concat', 'sum'],
      schemas: ['public', 'sales'],
      tables: [
        { name: 'orders', schema: 'sales' },
        { name: 'order_items', schema: 'sales' },
        { name: 'dim_customer', schema: 'public' },
        { name: 'active_users', schema: 'public', type: 'view' },
      ],
      columns: [
        { table: 'orders', name: 'order_id', type: 'INTEGER' },
        { table: 'orders', name: 'customer_id', type: 'INTEGER' },
        { table: 'order_items', name: 'order_id', type: 'INTEGER' },
        { table: 'dim_customer', name: 'customer_id', type: 'INTEGER' },
        { table: 'dim_customer', name: 'name', type: 'TEXT' },
      ],
    }),
  );

  it('finds names by prefix, case-insensitively', () => {
    expect(labels(index.lookup({ prefix: 'ORD' }))).toEqual(['order_id', 'orders', 'order_items', 'ORDER BY']);
    expect(labels(index.lookup({ prefix: 'co' }))).toEqual(['count', 'concat', 'coalesce', 'COLUMN', 'CONSTRAINT']);
  });

  it('ranks an exact name first, then columns, tables, schemas, functions, keywords, shorter names first', () => {
    expect(labels(index.lookup({ prefix: 'order_id' }))).toEqual(['order_id']);
    const ranked = index.lookup({ prefix: 's' });
    expect(ranked.map((entry) => entry.kind)).toEqual([...ranked.map((entry) => entry.kind)].sort((a, b) => rank(a) - rank(b)));
    expect(labels(index.lookup({ prefix: 'sum' }))).toEqual(['sum']);
    expect(labels(index.lookup({ prefix: 'sel' }))).toEqual(['SELECT']);
  });

  it('finds names by a word inside them after whole-name matches', () => {
    expect(labels(index.lookup({ prefix: 'cust' }))).toEqual(['customer_id', 'dim_customer']);
    expect(labels(index.lookup({ prefix: 'id' })).slice(0, 2)).toEqual(['order_id', 'customer_id']);
  });

  it('returns a name shared by several tables once', () => {
    expect(labels(index.lookup({ prefix: 'order_' })).filter((label) => label === 'order_id')).toHaveLength(1);
  });

  it('lists the children of a qualifier: columns of a table, tables of a schema', () => {
    expect(labels(index.lookup({ prefix: '', parent: 'orders' }))).toEqual(['order_id', 'customer_id']);
    expect(labels(index.lookup({ prefix: 'cu', parent: 'ORDERS' }))).toEqual(['customer_id']);
    expect(labels(index.lookup({ prefix: '', parent: 'sales' }))).toEqual(['orders', 'order_items']);
    expect(index.lookup({ prefix: '', parent: 'nope' })).toEqual([]);
  });

  it('honours the limit, also for an empty prefix', () => {
    expect(index.lookup({ prefix: '', limit: 3 })).toHaveLength(3);
    expect(index.lookup({ prefix: '', limit: 3 }).every((entry) => entry.kind === 'column')).toBe(true);
  });

  it('looks up 40,000 schema objects in under 40 ms a keystroke', () => {
    const entries = bigSchema();
    expect(entries.length).toBeGreaterThanOrEqual(40_000);
    const buildStart = performance.now();
    const big = CompletionIndex.build(entries);
    const buildMs = performance.now() - buildStart;
    expect(big.size).toBe(entries.length);
    expect(buildMs).toBeLessThan(2_000);
    // Typing "customer_col_3" one keystroke at a time, plus worst cases (one letter, empty, qualified).
    const typed = 'customer_col_3';
    const prefixes = [...Array.from({ length: typed.length }, (_, n) => typed.slice(0, n + 1)), 'o', '', 's', 'e'];
    let slowest = 0;
    for (const prefix of prefixes) {
      const started = performance.now();
      const found = big.lookup({ prefix });
      slowest = Math.max(slowest, performance.now() - started);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(200);
      expect(found.every((entry) => entry.label.toLowerCase().startsWith(prefix) || entry.label.toLowerCase().includes(`_${prefix}`))).toBe(true);
    }
    const started = performance.now();
    expect(big.lookup({ prefix: 'pay', parent: 'invoice_3_2' }).length).toBeGreaterThan(0);
    slowest = Math.max(slowest, performance.now() - started);
    expect(slowest).toBeLessThan(40);
  });
});

const rank = (kind: CompletionEntry['kind']) => ({ column: 0, table: 1, view: 1, schema: 2, function: 3, keyword: 4 })[kind];

describe('completion context', () => {
  it('reads the word at the caret and its qualifier', () => {
    expect(completionContextAt('SELECT na')).toEqual({ prefix: 'na', qualifier: null });
    expect(completionContextAt('SELECT ')).toEqual({ prefix: '', qualifier: null });
    expect(completionContextAt('SELECT o.cu')).toEqual({ prefix: 'cu', qualifier: 'o' });
    expect(completionContextAt('FROM "my schema".')).toEqual({ prefix: '', qualifier: 'my schema' });
  });

  it('resolves table aliases', () => {
    const aliases = tableAliases('SELECT * FROM sales.orders o JOIN dim_customer AS c ON o.customer_id = c.customer_id WHERE 1=1');
    expect([...aliases]).toEqual([
      ['o', 'orders'],
      ['c', 'dim_customer'],
    ]);
    expect(tableAliases('SELECT * FROM orders WHERE x')).toEqual(new Map());
  });

  it('suggests the columns of an aliased table, and tables after a schema', () => {
    const index = CompletionIndex.build(
      completionEntries({
        tables: [{ name: 'orders', schema: 'sales' }],
        columns: [{ table: 'orders', name: 'amount', type: 'REAL' }],
      }),
    );
    const aliases = tableAliases('SELECT o. FROM orders o');
    expect(labels(suggestCompletions(index, completionContextAt('SELECT o.'), aliases))).toEqual(['amount']);
    expect(labels(suggestCompletions(index, completionContextAt('SELECT orders.am'), aliases))).toEqual(['amount']);
    expect(labels(suggestCompletions(index, completionContextAt('FROM sales.'), aliases))).toEqual(['orders']);
  });
});
