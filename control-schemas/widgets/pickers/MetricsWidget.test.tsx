// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MetricsWidget } from './MetricsWidget.js';
import { MetricWidget } from './MetricWidget.js';
import { autocomplete, button, chooseOption, click, dialog, dragAndDrop, field, openDialog, select, textOf, typeText } from './test-support/dom.js';
import { FAKE_DATASOURCE } from './test-support/fake-control-panel.js';
import { renderWidget } from './test-support/render-widget.js';

const column = (name: string) => FAKE_DATASOURCE.columns.find((candidate) => candidate.column_name === name)!;
const savedMetric = (name: string) => FAKE_DATASOURCE.metrics.find((candidate) => candidate.metric_name === name)!;
const chipElements = (root: ParentNode) => [...root.querySelectorAll('[data-testid="option-chip"]')];
const chips = (root: ParentNode) => chipElements(root).map(textOf);

const SUM_NUM = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'num', type: 'BIGINT' },
  label: 'SUM(num)',
  hasCustomLabel: false,
  optionName: 'metric_sum',
};

let rendered: Awaited<ReturnType<typeof renderWidget>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('MetricsWidget', () => {
  it('shows saved metrics by verbose name and adhoc metrics by label', async () => {
    rendered = await renderWidget(MetricsWidget, {
      value: ['count', SUM_NUM, { expressionType: 'SQL', sqlExpression: 'MAX(num) - MIN(num)', label: 'Spread', hasCustomLabel: true }],
    });
    expect(chips(rendered.container)).toEqual(['COUNT(*)', 'SUM(num)', 'Spread']);
  });

  it('removes a metric with its ×', async () => {
    rendered = await renderWidget(MetricsWidget, { value: ['count', SUM_NUM] });
    await click(button(rendered.container, 'Remove COUNT(*)'));
    expect(rendered.lastValue()).toEqual([SUM_NUM]);
    expect(chips(rendered.container)).toEqual(['SUM(num)']);
  });

  it('adds a saved metric chosen from the searchable Saved tab', async () => {
    rendered = await renderWidget(MetricsWidget, { value: ['count'] });
    await click(button(rendered.container, 'Drop columns/metrics here or click'));
    const editor = dialog('Add metric');
    expect(button(editor, 'Saved', 'tab').getAttribute('aria-selected')).toBe('true');
    expect(button(editor, 'Save').hasAttribute('disabled')).toBe(true);
    await typeText(field(editor, 'Search saved metrics'), 'average');
    expect([...editor.querySelectorAll('[role="option"]')].map(textOf)).toEqual(['Average number']);
    await click(button(editor, 'Average number', 'option'));
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual(['count', 'avg_num']);
    expect(openDialog()).toBeNull();
  });

  it('saves SQL that is a simple aggregate of a known column as a SIMPLE metric', async () => {
    rendered = await renderWidget(MetricsWidget, { value: [] });
    await click(button(rendered.container, 'Drop columns/metrics here or click'));
    await click(button(dialog(), 'Custom SQL', 'tab'));
    await typeText(field(dialog(), 'SQL expression'), 'sum( "num" )');
    expect(textOf(dialog())).toContain('Saved as a simple metric: SUM of num');
    await click(button(dialog(), 'Save'));
    expect(rendered.lastValue()).toEqual([
      {
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'num', type: 'BIGINT' },
        label: 'SUM(num)',
        hasCustomLabel: false,
        optionName: expect.stringMatching(/^metric_/),
      },
    ]);
  });

  it('keeps other SQL as a SQL metric under the typed title', async () => {
    rendered = await renderWidget(MetricsWidget, { value: [] });
    await click(button(rendered.container, 'Drop columns/metrics here or click'));
    await click(button(dialog(), 'Custom SQL', 'tab'));
    await typeText(field(dialog(), 'SQL expression'), 'SUM(num) / COUNT(*)');
    await typeText(field(dialog(), 'Metric title'), 'Average');
    await click(button(dialog(), 'Save'));
    expect(rendered.lastValue()).toEqual([
      { expressionType: 'SQL', sqlExpression: 'SUM(num) / COUNT(*)', label: 'Average', hasCustomLabel: true, optionName: expect.stringMatching(/^metric_/) },
    ]);
    expect(chips(rendered.container)).toEqual(['Average']);
  });

  it('builds a simple aggregate from a column and an aggregate', async () => {
    rendered = await renderWidget(MetricsWidget, { value: [] });
    await click(button(rendered.container, 'Drop columns/metrics here or click'));
    await click(button(dialog(), 'Simple', 'tab'));
    await autocomplete(field(dialog(), 'Column'), 'nam', 'name');
    await chooseOption(select(dialog(), 'Aggregate'), 'COUNT_DISTINCT');
    await click(button(dialog(), 'Save'));
    expect(rendered.lastValue()).toEqual([
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'name', type: 'VARCHAR(255)' }, label: 'COUNT_DISTINCT(name)' }),
    ]);
  });

  it('edits a metric in place, keeping its optionName', async () => {
    rendered = await renderWidget(MetricsWidget, { value: ['count', SUM_NUM] });
    await click(button(rendered.container, 'SUM(num)'));
    const editor = dialog('Edit metric');
    expect(button(editor, 'Simple', 'tab').getAttribute('aria-selected')).toBe('true');
    await chooseOption(select(editor, 'Aggregate'), 'MAX');
    await click(button(editor, 'Save'));
    expect(rendered.lastValue()).toEqual([
      'count',
      { ...SUM_NUM, aggregate: 'MAX', label: 'MAX(num)', column: { column_name: 'num', type: 'BIGINT' } },
    ]);
  });

  it('turns a dropped column into a default aggregate and a dropped saved metric into its name', async () => {
    rendered = await renderWidget(MetricsWidget, {
      value: [],
      dragSources: [{ column: column('num') }, { column: column('gender') }, { metric: savedMetric('sum__num') }],
    });
    const target = () => button(rendered!.container, 'Drop columns/metrics here or click');
    await dragAndDrop(rendered.source('num'), target());
    await dragAndDrop(rendered.source('gender'), target());
    await dragAndDrop(rendered.source('sum__num'), target());
    expect(rendered.lastValue()).toEqual([
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num', type: 'BIGINT' }, label: 'SUM(num)' }),
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'gender', type: 'VARCHAR(16)' } }),
      'sum__num',
    ]);
  });

  it('refuses a saved metric that is already chosen', async () => {
    rendered = await renderWidget(MetricsWidget, { value: ['sum__num'], dragSources: [{ metric: savedMetric('sum__num') }] });
    const end = await dragAndDrop(rendered.source('sum__num'), button(rendered.container, 'Drop columns/metrics here or click'), { drop: false });
    expect(textOf(rendered.container.querySelector('[role="alert"]'))).toBe('sum__num is already chosen');
    await end();
    expect(rendered.onChange).not.toHaveBeenCalled();
  });

  it('reorders metrics by dragging one chip onto another', async () => {
    rendered = await renderWidget(MetricsWidget, { value: ['count', SUM_NUM, 'avg_num'] });
    const [first, , third] = chipElements(rendered.container);
    await dragAndDrop(first!, third!);
    expect(rendered.lastValue()).toEqual([SUM_NUM, 'avg_num', 'count']);
  });
});

describe('MetricWidget', () => {
  it('holds one metric without a × unless clearable', async () => {
    rendered = await renderWidget(MetricWidget, { value: 'count' });
    expect(chips(rendered.container)).toEqual(['COUNT(*)']);
    expect(rendered.container.querySelector('[aria-label^="Remove"]')).toBeNull();
    expect(rendered.container.textContent).not.toContain('click');
  });

  it('clears to null when clearable', async () => {
    rendered = await renderWidget(MetricWidget, { value: 'count', options: { clearable: true } });
    await click(button(rendered.container, 'Remove COUNT(*)'));
    expect(rendered.lastValue()).toBeNull();
    expect(button(rendered.container, 'Drop a column/metric here or click')).toBeTruthy();
  });

  it('replaces its metric with a chosen saved metric', async () => {
    rendered = await renderWidget(MetricWidget, { value: SUM_NUM });
    await click(button(rendered.container, 'SUM(num)'));
    await click(button(dialog(), 'Saved', 'tab'));
    await click(button(dialog(), 'COUNT(*)', 'option'));
    await click(button(dialog(), 'Save'));
    expect(rendered.lastValue()).toBe('count');
  });

  it('replaces its metric with a dropped column', async () => {
    rendered = await renderWidget(MetricWidget, { value: null, dragSources: [{ column: column('num') }] });
    await dragAndDrop(rendered.source('num'), button(rendered.container, 'Drop a column/metric here or click'));
    expect(rendered.lastValue()).toEqual(expect.objectContaining({ aggregate: 'SUM', label: 'SUM(num)' }));
  });
});
