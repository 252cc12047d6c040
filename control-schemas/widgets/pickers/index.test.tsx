// @vitest-environment happy-dom
import type { Registry } from '@rjsf/utils';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_WIDGETS } from '../../control-widgets.js';
import { ControlPanelContext } from '../control-panel-context.js';
import { PICKER_WIDGETS } from './index.js';
import { MetricsWidget } from './MetricsWidget.js';
import { button, click, dialog, textOf } from './test-support/dom.js';
import { fakeControlPanel } from './test-support/fake-control-panel.js';
import { renderWidget } from './test-support/render-widget.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('PICKER_WIDGETS', () => {
  it('registers the pickers under names control uiSchemas may use', () => {
    expect(Object.keys(PICKER_WIDGETS).sort()).toEqual(
      [
        'AdhocFiltersWidget',
        'ColumnWidget',
        'ColumnsWidget',
        'FixedOrMetricWidget',
        'MetricWidget',
        'MetricsWidget',
        'SpatialWidget',
        'TimeRangeWidget',
        'ViewportWidget',
      ].sort(),
    );
    for (const name of Object.keys(PICKER_WIDGETS)) expect(CONTROL_WIDGETS).toContain(name);
    for (const widget of Object.values(PICKER_WIDGETS)) expect(typeof widget).toBe('function');
  });
});

describe('the pickers in odd surroundings', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('work by clicking outside a react-dnd DndProvider', async () => {
    const onChange = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    cleanups.push(async () => {
      await act(async () => root.unmount());
      container.remove();
    });
    await act(async () => {
      root.render(
        <ControlPanelContext.Provider value={fakeControlPanel()}>
          <MetricsWidget id="metrics" name="metrics" label="Metrics" value={['count']} onChange={onChange} onBlur={() => undefined} onFocus={() => undefined} options={{}} schema={{}} registry={{} as Registry} />
        </ControlPanelContext.Provider>,
      );
    });
    expect(textOf(container.querySelector('[data-testid="option-chip"]'))).toBe('COUNT(*)');
    await click(button(container, 'Drop columns/metrics here or click'));
    await click(button(dialog('Add metric'), 'Average number', 'option'));
    await click(button(dialog(), 'Save'));
    expect(onChange).toHaveBeenLastCalledWith(['count', 'avg_num']);
  });

  it('offer no editing when disabled', async () => {
    const rendered = await renderWidget(MetricsWidget, { value: ['count', 'sum__num'], disabled: true });
    cleanups.push(rendered.unmount);
    expect(rendered.container.querySelector('[aria-label^="Remove"]')).toBeNull();
    expect(button(rendered.container, 'Drop columns/metrics here or click').hasAttribute('disabled')).toBe(true);
    await click(button(rendered.container, 'COUNT(*)'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('throw a clear error outside the control panel', async () => {
    const container = document.createElement('div');
    const root = createRoot(container, { onUncaughtError: () => undefined });
    const rendering = act(async () => {
      root.render(<MetricsWidget id="m" name="m" label="M" value={[]} onChange={() => undefined} onBlur={() => undefined} onFocus={() => undefined} options={{}} schema={{}} registry={{} as Registry} />);
    });
    await expect(rendering).rejects.toThrow('A control widget was rendered outside ControlPanel');
    await act(async () => root.unmount());
  });
});
