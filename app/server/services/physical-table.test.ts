import { describe, expect, it } from 'vitest';
import { physicalTableOf, samePhysicalTable } from './physical-table.js';

const duckdbDefault = () => 'main';
const physical = (schema: string | null, table = 'birth_names', databaseId = 1, defaultSchemaOf: (() => string | null) | undefined = duckdbDefault) =>
  physicalTableOf({ database_id: databaseId, table_name: table, schema, sql: null }, 'duckdb:///examples.duckdb', defaultSchemaOf)!;

describe('physical tables', () => {
  it('reads a missing schema as the engine’s default, and compares names without case', () => {
    expect(physical(null)).toEqual({ databaseId: 1, table: 'birth_names', schema: 'main' });
    expect(samePhysicalTable(physical(null), physical('main'))).toBe(true);
    expect(samePhysicalTable(physical('MAIN', 'Birth_Names'), physical(' main ', 'birth_names'))).toBe(true);
  });

  it('tells apart other schemas, other tables and other databases', () => {
    expect(samePhysicalTable(physical(null), physical('sales'))).toBe(false);
    expect(samePhysicalTable(physical('main'), physical('main', 'flights'))).toBe(false);
    expect(samePhysicalTable(physical('main'), physical('main', 'birth_names', 2))).toBe(false);
  });

  it('lets an unknown default schema match any schema, so a rule is never lost', () => {
    const unknown = physicalTableOf({ database_id: 1, table_name: 'birth_names', schema: null, sql: null }, 'other://db', undefined)!;
    expect(unknown.schema).toBeNull();
    expect(samePhysicalTable(unknown, physical('sales'))).toBe(true);
    expect(samePhysicalTable(physical(null, 'birth_names', 1, () => null), physical('main'))).toBe(true);
  });

  it('gives a virtual dataset no physical table', () => {
    expect(physicalTableOf({ database_id: 1, table_name: 'birth_names', schema: 'main', sql: 'SELECT 1' }, 'duckdb://', duckdbDefault)).toBeNull();
  });
});
