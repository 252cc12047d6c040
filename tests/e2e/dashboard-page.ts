import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard's filter bar. */
export const filterBar = (page: Page) => page.getByTestId('filter-bar');

/** The holder of the chart titled `name`, whose `data-chart-status` follows the chart's load states. */
export const chartHolderNamed = (page: Page, name: string) => page.locator('[data-layout-type="CHART"][data-chart-status]').filter({ has: page.getByRole('heading', { name }) });

/** Waits until each named chart has painted. */
export async function expectRendered(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await expect(chartHolderNamed(page, name)).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
}

/** The first column's texts of a table chart's body rows. */
export async function tableFirstColumn(page: Page, name: string): Promise<string[]> {
  return chartHolderNamed(page, name).locator('.tessera-table-row [role="cell"]:first-child').allTextContents();
}

/** The big number's text. */
export async function bigNumber(page: Page, name: string): Promise<string> {
  return (await chartHolderNamed(page, name).locator('[data-part="header"]').innerText()).trim();
}

/** Chooses `value` in a value filter's select, typing to find it. */
export async function pickValue(control: Locator, page: Page, value: string): Promise<void> {
  const input = control.getByRole('combobox');
  await input.click();
  await input.fill(value);
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.keyboard.press('Escape');
}
