import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { GanttFormData } from './form-data.schema.js';
import { transformGanttProps } from './transform-props.js';

const day = (d: number) => Date.UTC(2024, 0, d);
const data: ChartDataResponse = {
  result: [
    {
      colnames: ['start', 'finish', 'task', 'team', 'count'],
      coltypes: [2, 2, 1, 1, 0],
      data: [
        { start: day(1), finish: day(5), task: 'Design', team: 'UX', count: '3' },
        { start: day(4), finish: day(10), task: 'Build', team: 'Dev', count: 7 },
        { start: day(9), finish: day(6), task: 'Design', team: 'Dev', count: null },
        { start: null, finish: day(6), task: 'Skip', team: 'Dev', count: 1 },
        { start: day(11), finish: day(12), task: null, team: null, count: 1 },
      ],
      rowcount: 5,
    },
  ],
};
const formData: GanttFormData = { datasource: '1__table', viz_type: 'gantt_chart', start_time: 'start', end_time: 'finish', y_axis: 'task', series: 'team', tooltip_metrics: ['count'], tooltip_values_format: ',d' };

describe('transformGanttProps', () => {
  it('makes a bar per row on its category, coloured by series, with tooltip values', () => {
    const props = transformGanttProps(data, { ...formData, label_colors: { UX: '#123456' } }, { verboseMap: { team: 'Team', count: 'Count' } });
    expect(props.categories).toEqual(['Design', 'Build', '<NULL>']);
    expect(props.bars.map((b) => [b.row, b.start, b.end, b.series])).toEqual([
      [0, day(1), day(5), 'UX'],
      [1, day(4), day(10), 'Dev'],
      [0, day(6), day(9), 'Dev'],
      [2, day(11), day(12), '<NULL>'],
    ]);
    expect(props.bars[0]!.color).toBe('#123456');
    expect(props.bars[1]!.color).toBe(props.bars[2]!.color);
    expect(props.legend.map((l) => l.name)).toEqual(['UX', 'Dev', '<NULL>']);
    expect(props.bars[0]!.details).toEqual([{ name: 'Count', value: '3' }]);
    expect(props.bars[2]!.details).toEqual([{ name: 'Count', value: 'N/A' }]);
    expect(props.extent).toEqual([day(1), day(12)]);
    expect(props.seriesName).toBe('Team');
    expect(props.bars.every((b) => b.lanes === 1)).toBe(true);
  });

  it('splits rows into a lane per series with subcategories', () => {
    const props = transformGanttProps(data, { ...formData, subcategories: true });
    expect(props.bars.map((b) => [b.lane, b.lanes])).toEqual([
      [0, 2],
      [0, 1],
      [1, 2],
      [0, 1],
    ]);
  });

  it('has no bars or legend without times or rows', () => {
    expect(transformGanttProps(data, { ...formData, start_time: null }).bars).toEqual([]);
    const empty = transformGanttProps({ result: [] }, formData);
    expect(empty).toMatchObject({ bars: [], categories: [], showLegend: false, extent: [0, 1] });
  });
});
