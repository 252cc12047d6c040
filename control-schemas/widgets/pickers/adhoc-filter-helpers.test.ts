import { describe, expect, it } from 'vitest';
import { FILTER_OPERATOR_CHOICES } from '../../constants/filter-operators.js';
import type { ExploreColumn } from '../control-panel-context.js';
import {
  adhocFilterLabel,
  adhocFilterSql,
  coerceComparator,
  comparatorForOperator,
  defaultOperatorFor,
  FILTER_OPERATOR_IDS,
  isAdhocFilterComplete,
  isFilterOperator,
  newFilterOptionName,
  operatorArity,
  operatorsForColumn,
  simpleAdhocFilter,
  sqlAdhocFilter,
  type EditableAdhocFilter,
} from './adhoc-filter-helpers.js';

const NUM: ExploreColumn = { column_name: 'num', type: 'BIGINT', type_generic: 0 };
const NAME: ExploreColumn = { column_name: 'name', type: 'VARCHAR', type_generic: 1 };
const DS: ExploreColumn = { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true };
const FLAG: ExploreColumn = { column_name: 'flag', type: 'BOOLEAN', type_generic: 3 };

const simple = (subject: string | null, operator: EditableAdhocFilter['operator'], comparator?: unknown): EditableAdhocFilter => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject,
  operator,
  comparator,
});

describe('operators', () => {
  it('gives every operator of the list an operatorId', () => {
    for (const choice of FILTER_OPERATOR_CHOICES) expect(isFilterOperator(choice.const)).toBe(true);
    expect(Object.keys(FILTER_OPERATOR_IDS)).toHaveLength(FILTER_OPERATOR_CHOICES.length);
    expect(FILTER_OPERATOR_IDS['==']).toBe('EQUALS');
    expect(FILTER_OPERATOR_IDS['NOT IN']).toBe('NOT_IN');
    expect(isFilterOperator('BETWEEN')).toBe(false);
    expect(isFilterOperator('toString')).toBe(false);
  });

  it.each([
    ['IS NULL', 'none'],
    ['IS NOT NULL', 'none'],
    ['IS TRUE', 'none'],
    ['IS FALSE', 'none'],
    ['IN', 'multi'],
    ['NOT IN', 'multi'],
    ['TEMPORAL_RANGE', 'timeRange'],
    ['==', 'single'],
    ['LIKE', 'single'],
    ['REGEX', 'single'],
  ] as const)('%s takes %s', (operator, arity) => {
    expect(operatorArity(operator)).toBe(arity);
  });

  it('offers the time range only on temporal columns and IS TRUE/FALSE only where a boolean may be', () => {
    const names = (column: ExploreColumn | null) => operatorsForColumn(column).map((choice) => choice.const);
    expect(names(DS)).toContain('TEMPORAL_RANGE');
    expect(names(NUM)).not.toContain('TEMPORAL_RANGE');
    expect(names(NUM)).not.toContain('IS TRUE');
    expect(names(FLAG)).toEqual(expect.arrayContaining(['IS TRUE', 'IS FALSE', 'IN']));
    expect(names(null)).toHaveLength(FILTER_OPERATOR_CHOICES.length);
  });

  it('starts filters on dates with a time range and others with IN', () => {
    expect(defaultOperatorFor(DS)).toBe('TEMPORAL_RANGE');
    expect(defaultOperatorFor(NAME)).toBe('IN');
    expect(defaultOperatorFor(null)).toBe('IN');
  });
});

describe('comparatorForOperator', () => {
  it('wraps one value in a list for set operators', () => {
    expect(comparatorForOperator('boy', 'IN')).toEqual(['boy']);
    expect(comparatorForOperator(['a', 'b'], 'NOT IN')).toEqual(['a', 'b']);
    expect(comparatorForOperator('', 'IN')).toEqual([]);
    expect(comparatorForOperator(null, 'IN')).toEqual([]);
  });

  it('keeps the first value of a list for comparisons', () => {
    expect(comparatorForOperator(['a', 'b'], '==')).toBe('a');
    expect(comparatorForOperator([], '>')).toBeNull();
    expect(comparatorForOperator(3, '>')).toBe(3);
  });

  it('drops the value for unary operators and defaults a time range', () => {
    expect(comparatorForOperator(['a'], 'IS NULL')).toBeNull();
    expect(comparatorForOperator(['a'], 'TEMPORAL_RANGE')).toBe('No filter');
    expect(comparatorForOperator('Last week', 'TEMPORAL_RANGE')).toBe('Last week');
  });
});

describe('coerceComparator', () => {
  it('turns numeric text into numbers on numeric columns', () => {
    expect(coerceComparator('10', NUM, '>')).toBe(10);
    expect(coerceComparator(' 2.5 ', NUM, '==')).toBe(2.5);
    expect(coerceComparator(['1', '2', 'x', 3], NUM, 'IN')).toEqual([1, 2, 'x', 3]);
    expect(coerceComparator('', NUM, '==')).toBe('');
  });

  it('keeps text on string columns and for pattern operators', () => {
    expect(coerceComparator('10', NAME, '==')).toBe('10');
    expect(coerceComparator('1%', NUM, 'LIKE')).toBe('1%');
    expect(coerceComparator('12', NUM, 'REGEX')).toBe('12');
  });

  it('reads true and false on boolean columns', () => {
    expect(coerceComparator(['TRUE', 'false', 'maybe'], FLAG, 'IN')).toEqual([true, false, 'maybe']);
  });

  it('reshapes for the operator and leaves time ranges alone', () => {
    expect(coerceComparator('5', NUM, 'IN')).toEqual([5]);
    expect(coerceComparator('Last week', DS, 'TEMPORAL_RANGE')).toBe('Last week');
    expect(coerceComparator('x', NUM, 'IS NULL')).toBeNull();
    expect(coerceComparator('7', null, '==')).toBe('7');
  });
});

describe('adhocFilterLabel', () => {
  it.each([
    [simple('gender', '==', 'boy'), 'gender = boy'],
    [simple('num', '>', 10), 'num > 10'],
    [simple('num', '!=', 0), 'num != 0'],
    [simple('name', 'IN', ['a', 'b']), 'name IN (a, b)'],
    [simple('name', 'NOT IN', []), 'name NOT IN (…)'],
    [simple('name', 'LIKE', 'A%'), 'name LIKE A%'],
    [simple('name', 'IS NULL'), 'name IS NULL'],
    [simple('ds', 'TEMPORAL_RANGE', 'Last week'), 'ds (Last week)'],
    [simple('ds', 'TEMPORAL_RANGE', ''), 'ds (No filter)'],
    [simple('name', '==', ''), 'name = …'],
    [simple('name', null), 'name'],
    [simple(null, '=='), '… = …'],
    [simple('flag', '==', true), 'flag = true'],
    [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: ' num > 1 ' }, 'SQL: num > 1'],
    [{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 100' }, 'HAVING: SUM(num) > 100'],
  ] as Array<[EditableAdhocFilter, string]>)('%j reads %s', (filter, label) => {
    expect(adhocFilterLabel(filter)).toBe(label);
  });
});

describe('isAdhocFilterComplete', () => {
  it('needs subject, operator and the values the operator takes', () => {
    expect(isAdhocFilterComplete(simple('name', '==', 'a'))).toBe(true);
    expect(isAdhocFilterComplete(simple('name', '==', ' '))).toBe(false);
    expect(isAdhocFilterComplete(simple('name', 'IS NULL'))).toBe(true);
    expect(isAdhocFilterComplete(simple('name', 'IN', []))).toBe(false);
    expect(isAdhocFilterComplete(simple('name', 'IN', ['a']))).toBe(true);
    expect(isAdhocFilterComplete(simple(null, 'IS NULL'))).toBe(false);
    expect(isAdhocFilterComplete(simple('name', null, 'a'))).toBe(false);
    expect(isAdhocFilterComplete({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '  ' })).toBe(false);
    expect(isAdhocFilterComplete({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 1' })).toBe(true);
  });
});

describe('adhocFilterSql', () => {
  it('writes complete simple filters as SQL, quoting text', () => {
    expect(adhocFilterSql(simple('gender', '==', 'boy'))).toBe("gender = 'boy'");
    expect(adhocFilterSql(simple('name', '==', "O'Brien"))).toBe("name = 'O''Brien'");
    expect(adhocFilterSql(simple('num', 'IN', [1, 2]))).toBe('num IN (1, 2)');
    expect(adhocFilterSql(simple('num', 'IS NOT NULL'))).toBe('num IS NOT NULL');
    expect(adhocFilterSql(simple('flag', '!=', true))).toBe('flag != TRUE');
  });

  it('has no SQL for time ranges or unfinished filters', () => {
    expect(adhocFilterSql(simple('ds', 'TEMPORAL_RANGE', 'Last week'))).toBeNull();
    expect(adhocFilterSql(simple('name', 'IN', []))).toBeNull();
  });
});

describe('building filters', () => {
  it('saves a SIMPLE filter with operatorId and a coerced comparator', () => {
    const filter = simpleAdhocFilter({ subject: 'num', operator: 'IN', comparator: ['1', '2'] }, NUM);
    expect(filter).toMatchObject({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'num',
      operator: 'IN',
      operatorId: 'IN',
      comparator: [1, 2],
      isExtra: false,
    });
    expect(filter.filterOptionName).toMatch(/^filter_/);
  });

  it('keeps the identity of the filter it edits', () => {
    const previous: EditableAdhocFilter = { ...simple('num', '==', 1), filterOptionName: 'filter_keep', isExtra: true };
    expect(simpleAdhocFilter({ subject: 'num', operator: '>', comparator: '3' }, NUM, previous)).toMatchObject({
      filterOptionName: 'filter_keep',
      isExtra: true,
      comparator: 3,
      operatorId: 'GREATER_THAN',
    });
    expect(sqlAdhocFilter('HAVING', ' SUM(num) > 1 ', previous)).toMatchObject({
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: 'SUM(num) > 1',
      filterOptionName: 'filter_keep',
    });
  });

  it('makes option names that differ', () => {
    expect(newFilterOptionName()).not.toBe(newFilterOptionName());
  });
});
