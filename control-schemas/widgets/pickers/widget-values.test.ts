import { describe, expect, it } from 'vitest';
import { COLUMN_SCHEMA } from '../../schema-parts/column-schema.js';
import { optionFlag, schemaTakesObjects, singleValueList, valueList } from './widget-values.js';

describe('valueList / singleValueList', () => {
  it('reads unset values as empty', () => {
    for (const value of [undefined, null, '']) {
      expect(valueList(value)).toEqual([]);
      expect(singleValueList(value)).toEqual([]);
    }
  });

  it('wraps lone values and keeps lists', () => {
    expect(valueList('a')).toEqual(['a']);
    expect(valueList(['a', 'b'])).toEqual(['a', 'b']);
    expect(singleValueList('a')).toEqual(['a']);
    expect(singleValueList(['a', 'b'])).toEqual(['a']);
    expect(singleValueList([])).toEqual([]);
  });
});

describe('schemaTakesObjects', () => {
  it('follows the type list, through array items', () => {
    expect(schemaTakesObjects({ ...COLUMN_SCHEMA, type: ['string', 'object', 'null'] } as never)).toBe(true);
    expect(schemaTakesObjects({ type: 'array', items: COLUMN_SCHEMA } as never)).toBe(true);
    expect(schemaTakesObjects({ type: ['string', 'null'] })).toBe(false);
    expect(schemaTakesObjects({ type: 'array', items: { type: 'string' } })).toBe(false);
    expect(schemaTakesObjects({})).toBe(true);
    expect(schemaTakesObjects(undefined)).toBe(true);
  });
});

describe('optionFlag', () => {
  it('is true only for true', () => {
    expect(optionFlag({ clearable: true }, 'clearable')).toBe(true);
    expect(optionFlag({ clearable: 'yes' }, 'clearable')).toBe(false);
    expect(optionFlag(undefined, 'clearable')).toBe(false);
  });
});
