import { describe, expect, it } from 'vitest';
import { parseDatasourceKey } from './datasource-key';

describe('parseDatasourceKey', () => {
  it('reads id and type', () => {
    expect(parseDatasourceKey('12__table')).toEqual({ id: 12, type: 'table' });
    expect(parseDatasourceKey('None__table')).toBeNull();
    expect(parseDatasourceKey(undefined)).toBeNull();
  });
});
