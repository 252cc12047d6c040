// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnConfigWidget, columnConfigOf, columnSettingsOf, withColumnSetting } from './ColumnConfigWidget.js';
import { TEST_DATASOURCE, find, mountWidget, typeInto } from './widget-test-kit.js';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' };
const settings = { radarMetricMinValue: 'Min', radarMetricMaxValue: 'Max' };
const datasource = { ...TEST_DATASOURCE, metrics: [{ metric_name: 'count', verbose_name: 'Births', expression: 'COUNT(*)' }] };

async function render(value: unknown, formData: Record<string, unknown>, options: Record<string, unknown> = { settings }) {
  const mounted = await mountWidget(ColumnConfigWidget, { schema: { type: 'object', default: {} }, value, options, context: { formData, datasource } });
  unmount = mounted.unmount;
  const rows = () => [...mounted.container.querySelectorAll<HTMLElement>('[data-column-config-row]')];
  return { ...mounted, rows };
}

describe('ColumnConfigWidget', () => {
  it('lists each chosen metric by its verbose name with its settings', async () => {
    const { rows } = await render({ count: { radarMetricMaxValue: 1000 } }, { metrics: ['count', sumNum] });
    expect(rows().map((row) => row.dataset['columnConfigRow'])).toEqual(['count', 'SUM(num)']);
    expect(rows()[0]!.textContent).toContain('Births');
    expect(find<HTMLInputElement>(rows()[0]!, 'input[aria-label="Max of Births"]').value).toBe('1000');
    expect(find<HTMLInputElement>(rows()[0]!, 'input[aria-label="Min of Births"]').value).toBe('');
    expect(find<HTMLInputElement>(rows()[1]!, 'input[aria-label="Max of SUM(num)"]').placeholder).toBe('Max');
  });

  it('sets a metric’s setting and removes it when emptied, keeping other metrics’ settings', async () => {
    const { rows, changes } = await render({ gone: { radarMetricMaxValue: 5 } }, { metrics: ['count', sumNum] });
    await act(async () => typeInto(find<HTMLInputElement>(rows()[1]!, 'input[aria-label="Max of SUM(num)"]'), '250'));
    expect(changes.at(-1)).toEqual({ gone: { radarMetricMaxValue: 5 }, 'SUM(num)': { radarMetricMaxValue: 250 } });
    await act(async () => typeInto(find<HTMLInputElement>(rows()[1]!, 'input[aria-label="Min of SUM(num)"]'), '-2.5'));
    expect(changes.at(-1)).toEqual({ gone: { radarMetricMaxValue: 5 }, 'SUM(num)': { radarMetricMaxValue: 250, radarMetricMinValue: -2.5 } });
    await act(async () => typeInto(find<HTMLInputElement>(rows()[1]!, 'input[aria-label="Max of SUM(num)"]'), ''));
    expect(changes.at(-1)).toEqual({ gone: { radarMetricMaxValue: 5 }, 'SUM(num)': { radarMetricMinValue: -2.5 } });
  });

  it('stores nothing for text that is not a number yet', async () => {
    const { rows, changes } = await render({}, { metrics: ['count'] });
    await act(async () => typeInto(find<HTMLInputElement>(rows()[0]!, 'input[aria-label="Max of Births"]'), '-'));
    expect(changes).toEqual([]);
    expect(find<HTMLInputElement>(rows()[0]!, 'input[aria-label="Max of Births"]').value).toBe('-');
  });

  it('reads the metrics from the field its options name, and asks for metrics when there are none', async () => {
    const single = await render({}, { metric: 'count' }, { settings, metricsField: 'metric' });
    expect(single.rows()).toHaveLength(1);
    await single.unmount();
    const none = await render({}, { metrics: [] });
    expect(none.container.textContent).toContain('Choose metrics to customize them.');
  });

  it('reads values and options', () => {
    expect(columnConfigOf({ a: { x: 1 }, b: 3, c: null })).toEqual({ a: { x: 1 } });
    expect(columnConfigOf([1])).toEqual({});
    expect(columnSettingsOf({ x: 'X', y: 3 })).toEqual([['x', 'X']]);
    expect(withColumnSetting({ a: { x: 1 } }, 'a', 'x', undefined)).toEqual({});
    expect(withColumnSetting({ a: { x: 1, keep: null } }, 'a', 'x', 2)).toEqual({ a: { x: 2, keep: null } });
  });
});
