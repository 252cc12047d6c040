import { describe, expect, it } from 'vitest';
import { parseDatasourceKey } from './parse-datasource-key.js';

describe('parseDatasourceKey', () => {
  it.each([
    ['3__table', { id: 3, type: 'table' }],
    ['12__query', { id: 12, type: 'query' }],
    ['7__dataset', { id: 7, type: 'dataset' }],
    ['40__saved_query', { id: 40, type: 'saved_query' }],
  ])('reads %s', (key, ref) => {
    expect(parseDatasourceKey(key)).toEqual(ref);
  });

  it.each([['birth_names'], [''], ['3__view'], ['x__table'], ['3__table '], ['__table'], [3], [null], [undefined]])('rejects %j', (key) => {
    expect(() => parseDatasourceKey(key)).toThrow(/Invalid datasource .*'<id>__<type>'/);
  });

  it('names the rejected key in the message', () => {
    expect(() => parseDatasourceKey('birth_names')).toThrow('"birth_names"');
    expect(() => parseDatasourceKey(undefined)).toThrow('Invalid datasource undefined');
  });
});
