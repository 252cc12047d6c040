import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chartHolderNamed, expectRendered, filterBar, pickValue, tableFirstColumn } from './dashboard-page';
import { logIn } from './log-in';

const CHARTS = ['Total births', 'Births by gender over the years', 'Births by state (top 10)', 'Most common names'];
const LINE = 'Births by gender over the years';
const PIE = 'Births by state (top 10)';
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `charts-read-right-${name}.png`);

test.beforeEach(async ({ page }) => logIn(page));

/** Each legend entry's label and swatch colour, as the chart shows them. */
async function legendColors(page: Page, chart: string): Promise<Record<string, string>> {
  return chartHolderNamed(page, chart).evaluate((holder) => {
    const colors: Record<string, string> = {};
    for (const entry of holder.querySelectorAll('[role="group"][aria-label="Legend"] button, [data-part="legend-item"]')) {
      const swatch = entry.querySelector('span[aria-hidden]');
      if (!swatch) continue;
      const style = getComputedStyle(swatch);
      const label = entry.getAttribute('data-key') ?? entry.textContent?.trim() ?? '';
      colors[label] = style.backgroundColor !== 'rgba(0, 0, 0, 0)' ? style.backgroundColor : style.borderTopColor;
    }
    return colors;
  });
}

/** The stroke of each series of a line chart (its legend hides when one series is left). */
async function lineColors(page: Page, chart: string): Promise<Record<string, string>> {
  return chartHolderNamed(page, chart).evaluate((holder) => {
    const colors: Record<string, string> = {};
    for (const path of holder.querySelectorAll('path[data-series][stroke]')) colors[path.getAttribute('data-series')!] = path.getAttribute('stroke')!;
    return colors;
  });
}

/** The labels both legends show must have the same colour in each. */
function expectSameColors(before: Record<string, string>, after: Record<string, string>) {
  const shared = Object.keys(after).filter((label) => label in before);
  expect(shared.length).toBeGreaterThan(0);
  for (const label of shared) expect({ label, color: after[label] }).toEqual({ label, color: before[label] });
}

async function openBirths(page: Page) {
  await page.goto('/superset/dashboard/births/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, CHARTS);
}

test('on Births, every label keeps its colour through a native filter and a cross-filter, and names read "Births"', async ({ page }) => {
  await openBirths(page);
  expect(Object.keys(await legendColors(page, LINE)).sort()).toEqual(['boy', 'girl']);
  const line = await lineColors(page, LINE);
  const pie = await legendColors(page, PIE);
  expect(Object.keys(line).sort()).toEqual(['boy', 'girl']);
  expect(line['boy']).not.toEqual(line['girl']);
  expect(Object.keys(pie).length).toBeGreaterThan(3);

  // Headers, legends and tooltips name the metric by its verbose name, never sum__num.
  const names = chartHolderNamed(page, 'Most common names');
  await expect(names.getByRole('columnheader', { name: 'Births' })).toBeVisible();
  await chartHolderNamed(page, PIE).locator('[data-part="slice"]').first().hover();
  await expect(chartHolderNamed(page, PIE)).toContainText('Births:');
  await expect(page.locator('main')).not.toContainText('sum__num');
  await page.screenshot({ path: shot('opened'), fullPage: true });

  // A native filter leaves only boys: "boy" keeps its colour (it is not the first series).
  await pickValue(filterBar(page).locator('[data-filter-name="Gender"]'), page, 'boy');
  await filterBar(page).getByTestId('filter-bar-apply').click();
  await expect.poll(async () => Object.keys(await lineColors(page, LINE))).toEqual(['boy']);
  await expectRendered(page, CHARTS);
  expectSameColors(line, await lineColors(page, LINE));
  expectSameColors(pie, await legendColors(page, PIE));
  await page.screenshot({ path: shot('native-filter'), fullPage: true });

  // Reload: the colours were stored with the dashboard and come back the same.
  await openBirths(page);
  expect(Object.keys(await lineColors(page, LINE)).sort()).toEqual(['boy', 'girl']);
  expectSameColors(line, await lineColors(page, LINE));
  expectSameColors(pie, await legendColors(page, PIE));

  // A cross-filter from the pie: one state left; the line and the pie keep their colours.
  const topNames = await tableFirstColumn(page, 'Most common names');
  await chartHolderNamed(page, PIE).locator('[data-part="slice"]').nth(1).click();
  await expect.poll(() => tableFirstColumn(page, 'Most common names')).not.toEqual(topNames);
  await expectRendered(page, CHARTS);
  expectSameColors(line, await lineColors(page, LINE));
  expectSameColors(pie, await legendColors(page, PIE));
  await page.screenshot({ path: shot('cross-filter'), fullPage: true });
});

const controlPanel = (page: Page) => page.getByTestId('control-panel');
const chartArea = (page: Page) => page.getByTestId('chart-area');
const controlOf = (page: Page, field: string) => controlPanel(page).locator(`[data-control="${field}"]`);

async function chooseVizType(page: Page, name: string) {
  await controlOf(page, 'viz_type').getByRole('button').first().click();
  const gallery = page.getByRole('dialog');
  await gallery.getByRole('textbox', { name: 'Search all charts' }).fill(name);
  await gallery.getByRole('listbox', { name: 'Chart types' }).getByRole('option', { name, exact: true }).dblclick();
  await expect(gallery).toBeHidden();
}

async function expectDrawn(page: Page) {
  const run = page.getByTestId('explore-run');
  await expect(run).toBeEnabled();
  await run.click();
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
}

test('Line → Big Number with Trendline → Scatter Plot → Line keeps the x-axis and dimensions and draws each chart', async ({ page }) => {
  const charts = (await (await page.request.get('/api/v1/dashboard/births/charts')).json()) as { result: Array<{ id: number; slice_name: string }> };
  const lineId = charts.result.find((chart) => chart.slice_name === LINE)!.id;
  await page.goto(`/explore/?slice_id=${lineId}`);
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  await expect(chartArea(page)).toContainText('girl');

  await chooseVizType(page, 'Big Number with Trendline');
  await expect(controlOf(page, 'x_axis')).toContainText(/year|ds/i);
  await expect(controlOf(page, 'metric')).toContainText(/Births|sum__num/);
  await expectDrawn(page);
  await expect(chartArea(page).getByRole('img', { name: 'Trend of Births' })).toBeVisible();
  await page.screenshot({ path: shot('big-number') });

  await chooseVizType(page, 'Scatter Plot');
  await expect(controlOf(page, 'x_axis')).toContainText(/year|ds/i);
  await expect(controlOf(page, 'groupby')).toContainText(/gender/i);
  await expectDrawn(page);
  await expect(chartArea(page)).toContainText('boy');
  await page.screenshot({ path: shot('scatter') });

  await chooseVizType(page, 'Line Chart');
  await expect(controlOf(page, 'x_axis')).toContainText(/year|ds/i);
  await expect(controlOf(page, 'groupby')).toContainText(/gender/i);
  await expectDrawn(page);
  await expect(chartArea(page)).toContainText('girl');
  await page.screenshot({ path: shot('line') });
});
