import { describe, expect, it } from 'vitest';
import { initialListViewState, type ListViewFilter } from '../../components/list-view';
import { actionLogQuery, localInputToIso } from './action-log-query';

const FILTERS: ListViewFilter[] = [{ kind: 'search', id: 'user', label: 'User', col: 'user', opr: 'ct' }];

describe('actionLogQuery', () => {
  it('adds the time range after the list filters, as dttm gt and lt', () => {
    const state = { ...initialListViewState('dttm', 'desc'), filterValues: { user: 'ada' } };
    const query = actionLogQuery(state, FILTERS, { from: '2024-05-01T09:00', to: '2024-05-02T18:30' });
    expect(query).toEqual({
      filters: [
        { col: 'user', opr: 'ct', value: 'ada' },
        { col: 'dttm', opr: 'gt', value: new Date('2024-05-01T09:00').toISOString() },
        { col: 'dttm', opr: 'lt', value: new Date('2024-05-02T18:30').toISOString() },
      ],
      order_column: 'dttm',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('leaves blank or unreadable ends of the range out', () => {
    expect(actionLogQuery(initialListViewState('dttm'), FILTERS, { from: '', to: 'soon' }).filters).toBeUndefined();
    expect(localInputToIso(' ')).toBeNull();
  });
});
