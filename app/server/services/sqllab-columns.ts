import type { ColumnarResult, ResultColumn } from '@core/plugin-api/index.js';
import { genericDataTypeCode } from '../engine/chart-data/generic-data-type.js';

/** A column of a SQL Lab result as Superset describes it. */
export interface SqlLabColumn {
  column_name: string;
  name: string;
  type: string;
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: number;
  is_dttm: boolean;
}

/** Column names made unique the way Superset does it (`a`, `a__1`, `a__2`), so rows keyed by name lose nothing. */
export function uniqueColumnNames(columns: readonly ResultColumn[]): string[] {
  const seen = new Map<string, number>();
  return columns.map(({ name }) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    if (count === 0) return name;
    let candidate = `${name}__${count}`;
    while (seen.has(candidate)) candidate = `${candidate}_`;
    seen.set(candidate, 1);
    return candidate;
  });
}

/** The column descriptions of a result, with names made unique. */
export function describeColumns(result: ColumnarResult): SqlLabColumn[] {
  const names = uniqueColumnNames(result.columns);
  return result.columns.map((column, index): SqlLabColumn => {
    const isDttm = column.genericType === 'temporal';
    return { column_name: names[index]!, name: names[index]!, type: column.type, type_generic: genericDataTypeCode(column.genericType), is_dttm: isDttm };
  });
}
