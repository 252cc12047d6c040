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

  it('answers 400 to paging outside its range, however the query was parsed', () => {
    expect(bodyOf(() => parseListQuery('(page_size:100000000000000000000,page:1e308)'))).toEqual({
      message: 'Not a valid rison schema: page Must be less than or equal to 1000000.; page_size Must be less than or equal to 10000.',
    });
    expect(bodyOf(() => resolvePaging({ page: 1e308 }))).toEqual({ message: 'Not a valid rison schema: page Must be greater than or equal to 0 and less than or equal to 1000000.' });
    expect(bodyOf(() => resolvePaging({ page_size: 1.5 }))).toEqual({ message: 'Not a valid rison schema: page_size Must be greater than or equal to -1 and less than or equal to 10000.' });
    expect(resolvePaging({ page: 1_000_000, page_size: 10_000 }, { maxPageSize: -1 })).toEqual({ offset: 10_000_000_000, limit: 10_000 });
  });

  it('refuses control characters in filter and order columns', () => {
    expect(bodyOf(() => parseListQuery("(order_column:'a\nb')"))).toEqual({ message: 'Not a valid rison schema: order_column Must not contain control characters.' });
    expect(bodyOf(() => parseListQuery(`(filters:!((col:'name\u0001',opr:eq,value:x)))`))).toEqual({
      message: 'Not a valid rison schema: filters.0.col Must not contain control characters.',
    });
  });
});
