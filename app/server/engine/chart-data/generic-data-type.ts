import type { GenericColumnType } from '@core/plugin-api/index.js';

/** Superset's `GenericDataType` codes, which chart-data clients read from `coltypes`. */
export const GenericDataType = Object.freeze({ NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const);

export function genericDataTypeCode(type: GenericColumnType | null | undefined): number {
  switch (type) {
    case 'numeric':
      return GenericDataType.NUMERIC;
    case 'temporal':
      return GenericDataType.TEMPORAL;
    case 'boolean':
      return GenericDataType.BOOLEAN;
    default:
      return GenericDataType.STRING;
  }
}

/** Infers the generic type of a computed column (post-processing output) from its values. */
export function inferGenericType(values: ArrayLike<unknown>): GenericColumnType {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    if (typeof v === 'number' || typeof v === 'bigint') return 'numeric';
    if (typeof v === 'boolean') return 'boolean';
    return 'string';
  }
  return 'string';
}
