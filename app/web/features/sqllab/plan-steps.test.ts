import { describe, expect, it } from 'vitest';
import { planSteps } from './plan-steps';

const PLAN = [
  '┌───────────────────────────┐',
  '│       HASH_GROUP_BY       │',
  '│    ────────────────────   │',
  '│         Groups: #0        │',
  '│                           │',
  '│        Aggregates:        │',
  '│    sum_no_overflow(#1)    │',
  '│                           │',
  '│          ~32 rows         │',
  '└─────────────┬─────────────┘',
  '┌─────────────┴─────────────┐',
  '│         PROJECTION        │',
  '│    ────────────────────   │',
  '│__internal_decompress_strin│',
  '│           g(#0)           │',
  '│                           │',
  '│        ~30,185 rows       │',
  '└─────────────┬─────────────┘',
  '┌─────────────┴─────────────┐┌───────────────────────────┐',
  '│         SEQ_SCAN          ││         SEQ_SCAN          │',
  '│    ────────────────────   ││    ────────────────────   │',
  '│   Table: births           ││   Table: states           │',
  '│       ~30,185 rows        ││          ~50 rows         │',
  '└───────────────────────────┘└───────────────────────────┘',
  '',
].join('\n');

describe('planSteps', () => {
  it("lays DuckDB's drawn plan out as steps with their row estimates, joins' inputs left to right", () => {
    expect(planSteps(PLAN)).toEqual([
      { operator: 'HASH_GROUP_BY', details: 'Groups: #0 Aggregates: sum_no_overflow(#1)', estimatedRows: '32' },
      { operator: 'PROJECTION', details: '__internal_decompress_string(#0)', estimatedRows: '30,185' },
      { operator: 'SEQ_SCAN', details: 'Table: births', estimatedRows: '30,185' },
      { operator: 'SEQ_SCAN', details: 'Table: states', estimatedRows: '50' },
    ]);
  });

  it('joins an expression DuckDB wrapped before a dot or a closing parenthesis', () => {
    const plan = [
      '┌───────────────────────────┐',
      '│          ORDER_BY         │',
      '│    ────────────────────   │',
      '│     sum(examples.main     │',
      '│   .birth_names.num) DESC  │',
      '└───────────────────────────┘',
    ].join('\n');
    expect(planSteps(plan)).toEqual([{ operator: 'ORDER_BY', details: 'sum(examples.main.birth_names.num) DESC', estimatedRows: null }]);
  });

  it('finds no steps in other text', () => {
    expect(planSteps('Seq Scan on t  (cost=0.00..1.01 rows=1 width=4)')).toEqual([]);
    expect(planSteps('')).toEqual([]);
  });
});
