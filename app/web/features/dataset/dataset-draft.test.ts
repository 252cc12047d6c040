import { describe, expect, it } from 'vitest';
import { readExtra, writeExtra } from './certification-extra';
import { columnToDraft, newMetricDraft, metricToDraft } from './dataset-draft';
import type { DatasetColumn } from './dataset-types';
import { mergeSyncedColumns } from './merge-synced-columns';
import { syncSummary } from './sync-summary';

const column = (name: string, type: string, expression: string | null = null): DatasetColumn => ({
  column_name: name,
  verbose_name: null,
  type,
  is_dttm: false,
  groupby: true,
  filterable: true,
  expression,
  python_date_format: null,
  extra: null,
});

describe('certification in extra', () => {
  it('splits certification and warning from the other keys and writes them back', () => {
    const extra = JSON.stringify({ certification: { certified_by: 'Data team', details: 'Audited' }, warning_markdown: 'Slow', foo: 1 });
    const parts = readExtra(extra);
    expect(parts).toEqual({ certifiedBy: 'Data team', certificationDetails: 'Audited', warning: 'Slow', rest: { foo: 1 } });
    expect(JSON.parse(writeExtra(parts)!)).toEqual(JSON.parse(extra));
  });

  it('writes null when nothing is left, and reads bad JSON as empty', () => {
    expect(writeExtra({ certifiedBy: ' ', certificationDetails: '', warning: '', rest: {} })).toBeNull();
    expect(readExtra('{not json')).toEqual({ certifiedBy: '', certificationDetails: '', warning: '', rest: {} });
  });
});

describe('drafts', () => {
  it('tells calculated columns by their expression', () => {
    expect(columnToDraft(column('a', 'INT')).calculated).toBe(false);
    expect(columnToDraft(column('b', 'INT', 'a + 1')).calculated).toBe(true);
  });

  it('names new metrics so they do not clash', () => {
    const existing = [metricToDraft({ metric_name: 'new_metric', verbose_name: null, expression: 'COUNT(*)', d3format: null, extra: null })];
    expect(newMetricDraft(existing).metric_name).toBe('new_metric_1');
  });
});

describe('mergeSyncedColumns', () => {
  it('keeps edits of columns still there, adds new ones, drops vanished ones and keeps calculated columns', () => {
    const current = [
      { ...columnToDraft(column('ds', 'DATE')), verbose_name: 'Day' },
      columnToDraft(column('gone', 'INT')),
      columnToDraft(column('calc', 'INT', 'num * 2')),
    ];
    const merged = mergeSyncedColumns(current, [column('ds', 'TIMESTAMP'), column('num', 'BIGINT')]);
    expect(merged.columns.map((c) => [c.column_name, c.type, c.verbose_name])).toEqual([
      ['ds', 'TIMESTAMP', 'Day'],
      ['num', 'BIGINT', ''],
      ['calc', 'INT', ''],
    ]);
    expect(merged).toMatchObject({ added: ['num'], removed: ['gone'], retyped: ['ds'] });
    expect(syncSummary(merged)).toBe(
      '1 new column added: num. 1 column removed from the data source: gone. 1 column changed type: ds.',
    );
    expect(syncSummary({ added: [], removed: [], retyped: [] })).toBe('The columns are already in sync with the source.');
  });
});
