import { describe, expect, it } from 'vitest';
import { completionContextAt, tableAliases } from './completion-context';
import { completionEntries } from './completion-entries';
import { completionSlotAt } from './completion-slot';
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

  it('looks up 40,000 schema objects keystroke by keystroke (its speed is measured by the sqllab-autocomplete bench)', () => {
    const entries = bigSchema();
    expect(entries.length).toBeGreaterThanOrEqual(40_000);
    const big = CompletionIndex.build(entries);
    expect(big.size).toBe(entries.length);
    // Typing "customer_col_3" one keystroke at a time, plus worst cases (one letter, empty, qualified).
    const typed = 'customer_col_3';
    const prefixes = [...Array.from({ length: typed.length }, (_, n) => typed.slice(0, n + 1)), 'o', '', 's', 'e'];
    const lookups = prefixes.flatMap((prefix) => (['keyword', 'table', 'expression', null] as const).map((slot) => [prefix, slot] as const));
    for (const [prefix, slot] of lookups) {
      const found = big.lookup({ prefix, slot });
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(200);
      expect(found.every((entry) => entry.label.toLowerCase().startsWith(prefix) || entry.label.toLowerCase().includes(`_${prefix}`))).toBe(true);
    }
    expect(big.lookup({ prefix: 'pay', parent: 'invoice_3_2' }).length).toBeGreaterThan(0);
  });
});

describe('ranking by what the grammar expects', () => {
  const index = CompletionIndex.build(
    completionEntries({
      functions: ['sum', 'session_user', 'fromhex'],
      schemas: ['sales', 'fromage'],
      tables: [
        { name: 'sessions', schema: 'sales' },
        { name: 'orders', schema: 'sales' },
        { name: 'order_items', schema: 'sales' },
        { name: 'from_web', schema: 'sales', type: 'view' },
      ],
      columns: [
        { table: 'sessions', name: 'session_id', type: 'INTEGER' },
        { table: 'sessions', name: 'seconds', type: 'INTEGER' },
        { table: 'orders', name: 'order_id', type: 'INTEGER' },
        { table: 'orders', name: 'from_date', type: 'DATE' },
      ],
    }),
  );
  const complete = (textBeforeCaret: string) => labels(suggestCompletions(index, completionContextAt(textBeforeCaret), tableAliases(textBeforeCaret)));

  it('puts keywords first at the start of a statement: SE is SELECT before session_id', () => {
    // Common keywords before rarer ones: SELECT before SET.
    expect(complete('SE')).toEqual(['SELECT', 'SET', 'seconds', 'session_id', 'session_user', 'sessions']);
    expect(complete('select 1;\n  se')[0]).toBe('SELECT');
    // An exact keyword comes first.
    expect(complete('SELECT')[0]).toBe('SELECT');
    // Without a slot (a plain lookup) columns still lead.
    expect(labels(index.lookup({ prefix: 'se' }))[0]).toBe('seconds');
  });

  it('puts tables, views and schemas first after FROM and JOIN, columns and keywords after them', () => {
    // A keyword typed in full ('OR') leads the kinds not expected there.
    expect(complete('SELECT * FROM or')).toEqual(['orders', 'order_items', 'OR', 'order_id', 'ORDER BY']);
    expect(complete('SELECT * FROM orders o JOIN fro')).toEqual(['from_web', 'fromage', 'from_date', 'fromhex', 'FROM']);
    expect(complete('SELECT * FROM orders, se')[0]).toBe('sessions');
    expect(complete('SELECT * FROM ').slice(0, 4)).toEqual(['orders', 'from_web', 'sessions', 'order_items']);
  });

  it('puts columns and functions first in expressions, and keywords after a complete operand', () => {
    expect(complete('SELECT se')).toEqual(['seconds', 'session_id', 'session_user', 'sessions', 'SELECT', 'SET']);
    expect(complete('SELECT * FROM orders WHERE fr')).toEqual(['from_date', 'fromhex', 'from_web', 'fromage', 'FROM']);
    expect(complete('SELECT order_id fr')).toEqual(['FROM', 'from_date', 'fromhex', 'from_web', 'fromage']);
    expect(complete('SELECT count(*) fr')[0]).toBe('FROM');
    expect(complete('SELECT * FROM orders o wh')).toEqual(['WHERE', 'WHEN']);
    expect(complete('SELECT ').slice(0, 2).every((label) => ['seconds', 'order_id', 'from_date', 'session_id'].includes(label))).toBe(true);
  });
});

describe('what the grammar expects at the caret', () => {
  it('reads the statement up to the word', () => {
    const cases: [string, string][] = [
      ['', 'keyword'],
      ['  -- a comment\n', 'keyword'],
      ['SELECT 1; ', 'keyword'],
      ['SELECT ', 'expression'],
      ['SELECT DISTINCT ', 'expression'],
      ['SELECT a, ', 'expression'],
      ['SELECT a ', 'keyword'],
      ['SELECT * ', 'keyword'],
      ['SELECT t.* ', 'keyword'],
      ['SELECT 2 * ', 'expression'],
      ["SELECT 'from ' ", 'keyword'],
      ['SELECT "from" ', 'keyword'],
      ['SELECT a /* FROM */ ', 'keyword'],
      ['SELECT a FROM ', 'table'],
      ['SELECT a FROM t1, ', 'table'],
      ['SELECT a FROM t1 JOIN ', 'table'],
      ['SELECT a FROM t1 LEFT ', 'keyword'],
      ['SELECT a FROM t1 t ', 'keyword'],
      ['SELECT a FROM t1 WHERE ', 'expression'],
      ['SELECT a FROM t1 WHERE b = ', 'expression'],
      ['SELECT a FROM t1 WHERE b IN (', 'keyword'],
      ['SELECT count(', 'expression'],
      ['SELECT coalesce(a, ', 'expression'],
      ['SELECT a FROM (SELECT b FROM t2) s, ', 'table'],
      ['SELECT a FROM t1 GROUP ', 'keyword'],
      ['SELECT a FROM t1 GROUP BY ', 'expression'],
      ['SELECT rank() OVER (', 'keyword'],
      ['INSERT INTO ', 'table'],
      ['UPDATE ', 'table'],
      ['SELECT a FROM t1 UNION ', 'keyword'],
    ];
    expect(cases.map(([text]) => [text, completionSlotAt(text)])).toEqual(cases);
  });

  it('reads only the end of a very long text', () => {
    const long = `${'SELECT 1;\n'.repeat(50_000)}SELECT a,\n  b\nFROM orders,\n  `;
    expect(completionSlotAt(long)).toBe('table');
  });
});

const rank = (kind: CompletionEntry['kind']) => ({ column: 0, table: 1, view: 1, schema: 2, function: 3, keyword: 4 })[kind];

describe('completion context', () => {
  it('reads the word at the caret and its qualifier', () => {
    expect(completionContextAt('SELECT na')).toEqual({ prefix: 'na', qualifier: null, slot: 'expression' });
    expect(completionContextAt('SELECT ')).toEqual({ prefix: '', qualifier: null, slot: 'expression' });
    expect(completionContextAt('SELECT o.cu')).toEqual({ prefix: 'cu', qualifier: 'o', slot: 'expression' });
    expect(completionContextAt('SELECT * FROM "my schema".')).toEqual({ prefix: '', qualifier: 'my schema', slot: 'table' });
    // The word is on the caret's line; what is expected comes from the lines before.
    expect(completionContextAt('SELECT a,\n  b\nFROM\n  ord')).toEqual({ prefix: 'ord', qualifier: null, slot: 'table' });
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
