import { describe, expect, it } from 'vitest';
import { columnDisplayName, columnKindOf, isTemporalColumn } from './column-kind.js';

describe('columnKindOf', () => {
  it('reads the generic type the server sends', () => {
    expect(columnKindOf({ type_generic: 0, type: 'VARCHAR' })).toBe('numeric');
    expect(columnKindOf({ type_generic: 1 })).toBe('string');
    expect(columnKindOf({ type_generic: 2 })).toBe('temporal');
    expect(columnKindOf({ type_generic: 3 })).toBe('boolean');
    expect(columnKindOf({ type_generic: 9 })).toBe('unknown');
  });

  it('treats is_dttm columns as temporal whatever their type', () => {
    expect(columnKindOf({ is_dttm: true, type_generic: 1, type: 'VARCHAR' })).toBe('temporal');
  });

  it('guesses from the database type when the generic type is unknown', () => {
    expect(columnKindOf({ type: 'BIGINT' })).toBe('numeric');
    expect(columnKindOf({ type: 'DECIMAL(10, 2)' })).toBe('numeric');
    expect(columnKindOf({ type: 'VARCHAR(255)' })).toBe('string');
    expect(columnKindOf({ type: 'TIMESTAMP WITHOUT TIME ZONE' })).toBe('temporal');
    expect(columnKindOf({ type: 'BOOLEAN', type_generic: null })).toBe('boolean');
    expect(columnKindOf({ type: 'GEOMETRY' })).toBe('unknown');
    expect(columnKindOf({})).toBe('unknown');
  });
});

describe('isTemporalColumn', () => {
  it('accepts is_dttm or generic type 2 only', () => {
    expect(isTemporalColumn({ is_dttm: true })).toBe(true);
    expect(isTemporalColumn({ type_generic: 2 })).toBe(true);
    expect(isTemporalColumn({ type_generic: 1, type: 'DATE' })).toBe(false);
    expect(isTemporalColumn({ type_generic: 0 })).toBe(false);
  });
});

describe('columnDisplayName', () => {
  it('prefers a non-empty verbose name', () => {
    expect(columnDisplayName({ column_name: 'ds', verbose_name: 'Date' })).toBe('Date');
    expect(columnDisplayName({ column_name: 'ds', verbose_name: '  ' })).toBe('ds');
    expect(columnDisplayName({ column_name: 'ds', verbose_name: null })).toBe('ds');
  });
});
