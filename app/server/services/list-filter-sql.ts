import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { ListFilter } from '../http/rison-query.js';

/** What a list resource lets callers filter on: a column reference and the operators it takes. */
export interface FilterableColumn {
  /** `table.column` as the list query names it. */
  ref: string;
  /** Operators on top of the basic ones (`eq`, `neq`, `ct`, …) that this resource handles itself. */
  custom?: Readonly<Record<string, (value: unknown) => RawBuilder<SqlBool>>>;
}

const NOTHING = sql<SqlBool>`1 = 0`;

/** `%`, `_` and the escape character itself match literally in the LIKE patterns we build. */
function likeLiteral(value: unknown): string {
  return String(value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
}

function scalar(value: unknown): string | number | boolean | null {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw HttpError.badRequest('Not a valid rison schema: filter value must be a string, number or boolean');
}

/** Case-insensitive LIKE on both metadata dialects (PostgreSQL's LIKE is case-sensitive). */
function like(ref: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(ref)}) like lower(${pattern}) escape '\\'`;
}

/**
 * Flask-AppBuilder's basic filter operators as SQL over one column: `eq`, `neq`, `ct` (contains,
 * case-insensitive), `nct`, `sw`, `ew`, `gt`, `lt`, `in`, and `rel_o_m` / `nrel_o_m` (a
 * foreign key equal to an id).
 */
export function basicFilterCondition(ref: string, opr: string, value: unknown): RawBuilder<SqlBool> | undefined {
  const column = sql.ref(ref);
  switch (opr) {
    case 'eq':
    case 'rel_o_m': {
      const v = scalar(value);
      return v === null ? sql<SqlBool>`${column} is null` : sql<SqlBool>`${column} = ${v}`;
    }
    case 'neq':
    case 'nrel_o_m': {
      const v = scalar(value);
      return v === null ? sql<SqlBool>`${column} is not null` : sql<SqlBool>`(${column} <> ${v} or ${column} is null)`;
    }
    case 'ct':
      return like(ref, `%${likeLiteral(scalar(value))}%`);
    case 'nct':
      return sql<SqlBool>`(${column} is null or not (${like(ref, `%${likeLiteral(scalar(value))}%`)}))`;
    case 'sw':
      return like(ref, `${likeLiteral(scalar(value))}%`);
    case 'ew':
      return like(ref, `%${likeLiteral(scalar(value))}`);
    case 'gt':
      return sql<SqlBool>`${column} > ${scalar(value)}`;
    case 'lt':
      return sql<SqlBool>`${column} < ${scalar(value)}`;
    case 'in': {
      const values = (Array.isArray(value) ? value : [value]).map(scalar);
      return values.length === 0 ? NOTHING : sql<SqlBool>`${column} in (${sql.join(values)})`;
    }
    default:
      return undefined;
  }
}

/**
 * The SQL conditions for a list query's filters; 400 for a column the resource does not offer or
 * an operator it does not know, as Flask-AppBuilder answers.
 */
export function filterConditions(filters: readonly ListFilter[] | undefined, columns: Readonly<Record<string, FilterableColumn>>): RawBuilder<SqlBool>[] {
  return (filters ?? []).map(({ col, opr, value }) => {
    const column = columns[col];
    if (!column) throw HttpError.badRequest(`Filter column: ${col} not allowed to filter`);
    const custom = column.custom?.[opr];
    const condition = custom ? custom(value) : basicFilterCondition(column.ref, opr, value);
    if (!condition) throw HttpError.badRequest(`Filter operation: ${opr} not supported on ${col}`);
    return condition;
  });
}

/** Applies a list's requested order when the column may be sorted on; ignores it otherwise, as Flask-AppBuilder does. */
export function orderReference(orderColumn: string | undefined, orderColumns: Readonly<Record<string, string>>): string | null {
  return orderColumn !== undefined ? (orderColumns[orderColumn] ?? null) : null;
}
