import type { AdhocFilter, FilterOperator } from '@core/plugin-api/index.js';
import type { SchemaChoice } from '../../choices/schema-choice.js';
import { FILTER_OPERATOR_CHOICES, SET_FILTER_OPERATORS, UNARY_FILTER_OPERATORS } from '../../constants/filter-operators.js';
import type { ExploreColumn } from '../control-panel-context.js';
import { columnKindOf } from './column-kind.js';

/**
 * An adhoc filter as the editor keeps it: the plugin API's shape plus the fields explore's form
 * data carries beside it (Superset's `operatorId`, `isNew`) and nulls where a part is unset.
 */
export interface EditableAdhocFilter extends Omit<AdhocFilter, 'subject' | 'operator' | 'sqlExpression'> {
  subject?: string | null;
  operator?: FilterOperator | null;
  operatorId?: string;
  sqlExpression?: string | null;
  isNew?: boolean;
}

/** How many values an operator compares with: none, one, a list, or a time range. */
export type OperatorArity = 'none' | 'single' | 'multi' | 'timeRange';

/** Superset's `operatorId` for each operator, stored beside `operator` in form data. */
export const FILTER_OPERATOR_IDS: Readonly<Record<FilterOperator, string>> = {
  '==': 'EQUALS',
  '!=': 'NOT_EQUALS',
  '>': 'GREATER_THAN',
  '<': 'LESS_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '<=': 'LESS_THAN_OR_EQUAL',
  IN: 'IN',
  'NOT IN': 'NOT_IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  'NOT LIKE': 'NOT_LIKE',
  REGEX: 'REGEX',
  'IS NULL': 'IS_NULL',
  'IS NOT NULL': 'IS_NOT_NULL',
  'IS TRUE': 'IS_TRUE',
  'IS FALSE': 'IS_FALSE',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
};

/** How an operator reads in a filter's label: `=` for `==`, the rest as written. */
const OPERATOR_DISPLAY: Partial<Record<FilterOperator, string>> = { '==': '=' };

/** Whether `value` is one of the operators of spec §5. */
export function isFilterOperator(value: unknown): value is FilterOperator {
  return typeof value === 'string' && Object.hasOwn(FILTER_OPERATOR_IDS, value);
}

/** How many values `operator` takes; unknown or missing operators take one. */
export function operatorArity(operator: FilterOperator | null | undefined): OperatorArity {
  if (!operator) return 'single';
  if (UNARY_FILTER_OPERATORS.includes(operator)) return 'none';
  if (SET_FILTER_OPERATORS.includes(operator)) return 'multi';
  if (operator === 'TEMPORAL_RANGE') return 'timeRange';
  return 'single';
}

/**
 * The operators offered for a column: the time-range operator only for temporal columns, `IS TRUE`
 * / `IS FALSE` not for numbers, strings and dates; every operator while no column is chosen.
 */
export function operatorsForColumn(column: ExploreColumn | null | undefined): readonly SchemaChoice[] {
  if (!column) return FILTER_OPERATOR_CHOICES;
  const kind = columnKindOf(column);
  return FILTER_OPERATOR_CHOICES.filter((choice) => {
    if (choice.const === 'TEMPORAL_RANGE') return kind === 'temporal';
    if (choice.const === 'IS TRUE' || choice.const === 'IS FALSE') return kind === 'boolean' || kind === 'unknown';
    return true;
  });
}

/** The operator a new filter on `column` starts with: a time range for temporal columns, else IN. */
export function defaultOperatorFor(column: ExploreColumn | null | undefined): FilterOperator {
  return column && columnKindOf(column) === 'temporal' ? 'TEMPORAL_RANGE' : 'IN';
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Reshapes a comparator for a new operator: a list for IN / NOT IN (a single value becomes a
 * one-element list), one value for comparisons (a list keeps its first element), nothing for
 * unary operators, and `No filter` for a time range whose comparator is not text.
 */
export function comparatorForOperator(comparator: unknown, operator: FilterOperator | null | undefined): unknown {
  switch (operatorArity(operator)) {
    case 'none':
      return null;
    case 'multi':
      if (Array.isArray(comparator)) return comparator;
      return isBlank(comparator) ? [] : [comparator];
    case 'timeRange':
      return typeof comparator === 'string' && comparator.trim() !== '' ? comparator : 'No filter';
    case 'single':
      if (Array.isArray(comparator)) return comparator[0] ?? null;
      return comparator ?? null;
  }
}

function coerceValue(value: unknown, numeric: boolean, boolean: boolean): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (numeric && text !== '' && Number.isFinite(Number(text))) return Number(text);
  if (boolean && /^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return value;
}

/**
 * The comparator as it is saved: numbers for numeric columns and booleans for boolean columns
 * where the typed text reads as one (pattern operators keep text), lists reshaped for the
 * operator; text that does not parse is kept as typed.
 *
 * @example
 * coerceComparator(['1', '2.5', 'x'], { column_name: 'num', type_generic: 0 }, 'IN'); // [1, 2.5, 'x']
 */
export function coerceComparator(comparator: unknown, column: ExploreColumn | null | undefined, operator: FilterOperator | null | undefined): unknown {
  const shaped = comparatorForOperator(comparator, operator);
  const arity = operatorArity(operator);
  if (arity === 'none' || arity === 'timeRange' || !column) return shaped;
  if (operator === 'LIKE' || operator === 'ILIKE' || operator === 'NOT LIKE' || operator === 'REGEX') return shaped;
  const kind = columnKindOf(column);
  const numeric = kind === 'numeric';
  const boolean = kind === 'boolean';
  if (Array.isArray(shaped)) return shaped.map((value) => coerceValue(value, numeric, boolean));
  return coerceValue(shaped, numeric, boolean);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The text of a filter chip: `gender = boy`, `num > 10`, `name IN (a, b)`, `ds IS NULL`,
 * `ds (Last week)` for a time range, `SQL: …` for a WHERE SQL filter, `HAVING: …` for a HAVING one.
 * An unfinished SIMPLE filter shows what is there, with `…` for the missing value.
 */
export function adhocFilterLabel(filter: EditableAdhocFilter): string {
  if (filter.expressionType === 'SQL') {
    const sql = (filter.sqlExpression ?? '').trim();
    return `${filter.clause === 'HAVING' ? 'HAVING' : 'SQL'}: ${sql}`;
  }
  const subject = filter.subject ?? '…';
  const operator = filter.operator;
  if (!operator) return subject;
  const arity = operatorArity(operator);
  if (arity === 'timeRange') return `${subject} (${isBlank(filter.comparator) ? 'No filter' : valueText(filter.comparator)})`;
  const display = OPERATOR_DISPLAY[operator] ?? operator;
  if (arity === 'none') return `${subject} ${display}`;
  if (arity === 'multi') {
    const values = Array.isArray(filter.comparator) ? filter.comparator : isBlank(filter.comparator) ? [] : [filter.comparator];
    return `${subject} ${display} (${values.length > 0 ? values.map(valueText).join(', ') : '…'})`;
  }
  return `${subject} ${display} ${isBlank(filter.comparator) ? '…' : valueText(filter.comparator)}`;
}

/** Whether a filter is ready to save: SQL text, or a subject, an operator and the values it needs. */
export function isAdhocFilterComplete(filter: EditableAdhocFilter): boolean {
  if (filter.expressionType === 'SQL') return !isBlank(filter.sqlExpression);
  if (isBlank(filter.subject) || !filter.operator) return false;
  switch (operatorArity(filter.operator)) {
    case 'none':
      return true;
    case 'multi':
      return Array.isArray(filter.comparator) && filter.comparator.length > 0;
    default:
      return !isBlank(filter.comparator);
  }
}

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * The SQL a complete SIMPLE filter stands for (`gender = 'boy'`, `num IN (1, 2)`), used to seed the
 * Custom SQL tab; null for incomplete filters and time ranges, which have no plain SQL form.
 */
export function adhocFilterSql(filter: EditableAdhocFilter): string | null {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? null;
  if (!isAdhocFilterComplete(filter) || !filter.subject || !filter.operator) return null;
  const { subject, operator, comparator } = filter;
  switch (operatorArity(operator)) {
    case 'none':
      return `${subject} ${operator}`;
    case 'timeRange':
      return null;
    case 'multi':
      return `${subject} ${operator} (${(comparator as unknown[]).map(sqlLiteral).join(', ')})`;
    case 'single':
      if (operator === 'REGEX') return `REGEXP_MATCHES(${subject}, ${sqlLiteral(comparator)})`;
      return `${subject} ${OPERATOR_DISPLAY[operator] ?? operator} ${sqlLiteral(comparator)}`;
  }
}

/** A fresh `filterOptionName` (`filter_<random>`), the key explore tracks a filter by. */
export function newFilterOptionName(): string {
  return `filter_${Math.random().toString(36).slice(2, 10)}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The filter saved from the editor's SIMPLE fields: WHERE clause, `operatorId` set, comparator
 * coerced for the column's type.
 */
export function simpleAdhocFilter(
  parts: { subject: string; operator: FilterOperator; comparator: unknown },
  column: ExploreColumn | null | undefined,
  previous?: EditableAdhocFilter | null,
): EditableAdhocFilter {
  const filter: EditableAdhocFilter = {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: parts.subject,
    operator: parts.operator,
    operatorId: FILTER_OPERATOR_IDS[parts.operator],
    comparator: coerceComparator(parts.comparator, column, parts.operator),
    sqlExpression: null,
    filterOptionName: previous?.filterOptionName ?? newFilterOptionName(),
    isExtra: previous?.isExtra ?? false,
    isNew: false,
  };
  return filter;
}

/** The filter saved from the editor's Custom SQL fields. */
export function sqlAdhocFilter(clause: 'WHERE' | 'HAVING', sqlExpression: string, previous?: EditableAdhocFilter | null): EditableAdhocFilter {
  return {
    expressionType: 'SQL',
    clause,
    subject: null,
    operator: null,
    comparator: null,
    sqlExpression: sqlExpression.trim(),
    filterOptionName: previous?.filterOptionName ?? newFilterOptionName(),
    isExtra: previous?.isExtra ?? false,
    isNew: false,
  };
}
