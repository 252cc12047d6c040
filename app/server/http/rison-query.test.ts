import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.js';
import { decodeRison, parseListQuery, resolvePaging } from './rison-query.js';

const bodyOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as HttpError).body;
  }
  throw new Error('expected a failure');
};

describe('rison list queries', () => {
  it('decodes what Superset list pages send', () => {
    expect(parseListQuery("(filters:!((col:table_name,opr:ct,value:'bi')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)")).toEqual({
      filters: [{ col: 'table_name', opr: 'ct', value: 'bi' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    expect(decodeRison(undefined)).toEqual({});
  });

  it('answers Flask-AppBuilder\'s 400 messages for bad input', () => {
    expect(bodyOf(() => parseListQuery('(page:'))).toEqual({ message: 'Not a valid rison argument' });
    expect((bodyOf(() => parseListQuery('(order_direction:sideways)')) as { message: string }).message).toMatch(/^Not a valid rison schema/);
  });

  it('pages from 0 with a default of 20 and a maximum of 100, or uncapped', () => {
    expect(resolvePaging({})).toEqual({ offset: 0, limit: 20 });
    expect(resolvePaging({ page: 2, page_size: 10 })).toEqual({ offset: 20, limit: 10 });
    expect(resolvePaging({ page_size: 1000 })).toEqual({ offset: 0, limit: 100 });
    expect(resolvePaging({ page_size: -1 }, { maxPageSize: -1 })).toEqual({ offset: 0, limit: null });
  });
});
