import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { TreeFormData } from './form-data.schema.js';
import { transformTreeProps } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['emp_id', 'manager_id', 'title', 'SUM(salary)'],
      coltypes: [0, 0, 1, 0],
      data: [
        { emp_id: 1, manager_id: null, title: 'CEO', 'SUM(salary)': 300 },
        { emp_id: 2, manager_id: 1, title: 'CTO', 'SUM(salary)': '200' },
        { emp_id: 3, manager_id: 1, title: 'CFO', 'SUM(salary)': 190 },
        { emp_id: 4, manager_id: 2, title: null, 'SUM(salary)': null },
      ],
      rowcount: 4,
    },
  ],
};
const formData: TreeFormData = {
  datasource: '3__table',
  viz_type: 'tree_chart',
  id: 'emp_id',
  parent: 'manager_id',
  name: 'title',
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'salary' }, label: 'SUM(salary)' },
  number_format: ',d',
  color_scheme: 'd3Category10',
};

describe('transformTreeProps', () => {
  it('builds the tree from the id and parent columns, naming nodes by the name column, else their id', () => {
    const { root } = transformTreeProps(response, formData);
    expect(root).toMatchObject({ id: '1', name: 'CEO', value: 300, formattedValue: '300', color: '' });
    expect(root!.children.map((child) => [child.id, child.name, child.formattedValue])).toEqual([
      ['2', 'CTO', '200'],
      ['3', 'CFO', '190'],
    ]);
    expect(root!.children[0]!.children[0]).toMatchObject({ id: '4', name: '4', value: null, formattedValue: '' });
  });

  it('colours each branch under the root from the shared scale', () => {
    const scheme = getColorScheme('d3Category10').colors;
    const { root } = transformTreeProps(response, formData);
    expect(root!.children.map((child) => child.color)).toEqual([scheme[0], scheme[1]]);
    expect(root!.children[0]!.children[0]!.color).toBe(scheme[0]);
  });

  it('starts from the root node id, and has no tree when it is unknown', () => {
    expect(transformTreeProps(response, { ...formData, root_node_id: '2' }).root!.name).toBe('CTO');
    expect(transformTreeProps(response, { ...formData, root_node_id: '99' }).root).toBeNull();
  });

  it('passes the display settings on with their defaults', () => {
    expect(transformTreeProps(response, formData, { verboseMap: { 'SUM(salary)': 'Salary' } })).toMatchObject({
      metricLabel: 'Salary',
      layout: 'orthogonal',
      orient: 'LR',
      nodeLabelPosition: 'left',
      childLabelPosition: 'bottom',
      emphasis: 'descendant',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: true,
    });
    expect(transformTreeProps(response, { ...formData, metric: null }).metricLabel).toBe('');
  });

  it('has no tree without rows or without the id and parent columns', () => {
    expect(transformTreeProps({ result: [{ colnames: ['emp_id'], coltypes: [0], data: [], rowcount: 0 }] }, formData).root).toBeNull();
    expect(transformTreeProps(response, { ...formData, parent: null }).root).toBeNull();
  });
});
