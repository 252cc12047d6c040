// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartConfiguration, GlobalChartConfiguration } from '@core/dashboard/index.js';
import { allByRole, byLabel, byRole, chooseOption, click } from '../../../../components/list-view/test-support/dom-queries';
import { crossFilterScopingValue, type CrossFilterScopingValue } from './cross-filter-scoping-value';
import { CrossFilterScopingDialog } from './CrossFilterScopingDialog';
import { mountWithTheme, testCharts, testLayout } from './filter-config-test-kit';

let mounted: Awaited<ReturnType<typeof mountWithTheme>> | undefined;

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const dialog = () => document.querySelector<HTMLElement>('[data-testid="cross-filter-scoping-dialog"]')!;
const saveButton = () => dialog().querySelector<HTMLButtonElement>('[data-testid="cross-filter-scoping-save"]')!;

async function openDialog(options: { chartConfiguration?: ChartConfiguration; globalChartConfiguration?: GlobalChartConfiguration; fail?: boolean } = {}) {
  const harness = { saved: [] as CrossFilterScopingValue[], closed: 0 };
  mounted = await mountWithTheme(
    <CrossFilterScopingDialog
      open
      layout={testLayout()}
      charts={testCharts()}
      chartConfiguration={options.chartConfiguration}
      globalChartConfiguration={options.globalChartConfiguration}
      onSave={async (next) => {
        harness.saved.push(next);
        if (options.fail) throw new Error('Forbidden');
      }}
      onClose={() => {
        harness.closed += 1;
      }}
    />,
  );
  return harness;
}

describe('CrossFilterScopingDialog', () => {
  it('saves the global scope without a chart and a chart’s custom scope', async () => {
    const harness = await openDialog();
    await click(byLabel(dialog(), 'Apply to specific panels'));
    await click(byLabel(dialog(), 'Names'));
    expect(dialog().querySelector('[data-testid="charts-in-scope"]')?.textContent).toBe('2 charts in scope');

    await chooseOption(byLabel(dialog(), /^Add custom scoping/), 'Total births');
    // A chart is never in its own scope: its box cannot be ticked.
    expect((byLabel(dialog(), 'Total births') as HTMLInputElement).disabled).toBe(true);
    expect(dialog().querySelector('[data-testid="charts-in-scope"]')?.textContent).toBe('1 chart in scope');
    await click(byLabel(dialog(), 'Names'));
    expect(dialog().querySelector('[data-testid="charts-in-scope"]')?.textContent).toBe('2 charts in scope');

    await click(saveButton());
    expect(harness.saved).toEqual([
      {
        global_chart_configuration: { scope: { rootPath: ['TAB-overview'], excluded: [] }, chartsInScope: [1, 2] },
        chart_configuration: {
          '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [1] }, chartsInScope: [2, 3] } },
          '2': { id: 2, crossFilters: { scope: 'global', chartsInScope: [1] } },
          '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [1, 2] } },
        },
      },
    ]);
    expect(harness.closed).toBe(1);
  });

  it('starts from the saved scoping and lets a chart go back to the global scope', async () => {
    const saved = crossFilterScopingValue(testLayout(), { rootPath: ['ROOT_ID'], excluded: [3] }, new Map([[2, { rootPath: ['TAB-details'], excluded: [] }]]));
    const harness = await openDialog({ chartConfiguration: saved.chart_configuration, globalChartConfiguration: saved.global_chart_configuration });
    expect(allByRole(dialog(), 'button', 'Remove custom scoping of Births copy')).toHaveLength(1);
    expect((byLabel(dialog(), 'Names') as HTMLInputElement).checked).toBe(false);

    await click(byRole(dialog(), 'button', 'Births copy'));
    expect(dialog().querySelector('[data-testid="charts-in-scope"]')?.textContent).toBe('1 chart in scope');
    await click(byRole(dialog(), 'button', 'Use global scoping'));
    expect(allByRole(dialog(), 'button', 'Remove custom scoping of Births copy')).toHaveLength(0);

    await click(saveButton());
    expect(harness.saved[0]!.chart_configuration['2']).toEqual({ id: 2, crossFilters: { scope: 'global', chartsInScope: [1] } });
    expect(harness.saved[0]!.global_chart_configuration).toEqual({ scope: { rootPath: ['ROOT_ID'], excluded: [3] }, chartsInScope: [1, 2] });
  });

  it('shows “Failed to save cross-filter scoping” and stays open when saving fails', async () => {
    const harness = await openDialog({ fail: true });
    await click(saveButton());
    await mounted!.settle();
    expect(byRole(dialog(), 'alert').textContent).toBe('Failed to save cross-filter scoping');
    expect(harness.closed).toBe(0);
    expect(saveButton().disabled).toBe(false);
  });
});
