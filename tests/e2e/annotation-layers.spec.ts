import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

const LINE = 'Births by gender over the years';
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `annotation-layers-${name}.png`);

test.beforeEach(async ({ page }) => logIn(page));
test.describe.configure({ timeout: 150_000 });

const chartArea = (page: Page) => page.getByTestId('chart-area');

test('an event added on the annotation layer pages is drawn on a line chart in explore', async ({ page }) => {
  // Settings › Annotation Layers, as an administrator finds it.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Annotation Layers' }).click();
  await expect(page).toHaveURL(/\/annotationlayer\/list\/$/);
  await expect(page.getByRole('heading', { name: 'Annotation layers', exact: true })).toBeVisible();

  // A new layer opens its own page of annotations.
  await page.getByRole('button', { name: 'Add an annotation layer' }).click();
  const layerDialog = page.getByRole('dialog');
  await layerDialog.getByRole('textbox', { name: 'Name' }).fill('Launches');
  await layerDialog.getByRole('textbox', { name: 'Description' }).fill('Product launches');
  await layerDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/annotationlayer\/\d+\/annotation\/$/);
  await expect(page.getByRole('heading', { name: 'Launches', exact: true })).toBeVisible();

  // An event: the same start and end. The dialog refuses an end before the start first.
  await page.getByRole('button', { name: 'Add an annotation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Short description' }).fill('v1 launch');
  await dialog.getByLabel('Start (UTC)').fill('1990-06-01T00:00');
  await dialog.getByLabel('End (UTC)').fill('1990-05-01T00:00');
  await dialog.getByRole('textbox', { name: 'Long description' }).fill('The first public release');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toContainText('End date must be after start date');
  await dialog.getByLabel('End (UTC)').fill('1990-06-01T00:00');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Annotations' }).getByRole('row').filter({ hasText: 'v1 launch' });
  await expect(row).toContainText('1990-06-01 00:00');
  await expect(row).toContainText('Event');
  await page.screenshot({ path: shot('annotations') });

  // The line chart of births, with the layer added in its Annotations and layers section.
  await page.goto('/chart/list/');
  await page.getByRole('link', { name: LINE, exact: true }).click();
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  const panel = page.getByTestId('control-panel');
  const section = panel.getByRole('button', { name: 'Annotations and layers' });
  if ((await section.getAttribute('aria-expanded')) === 'false') await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  const form = panel.locator('[data-source-form]');
  // The section may still be unfolding when first clicked: click until the form is there.
  await expect(async () => {
    if (!(await form.isVisible())) await panel.getByRole('button', { name: 'Add annotation layer' }).click();
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await form.locator('[data-field="name"]').fill('Launches');
  await expect(form.locator('[data-field="value"]')).toBeEnabled();
  await form.locator('[data-field="value"]').selectOption({ label: 'Launches' });
  await form.getByLabel('Show label').check();
  await form.getByRole('button', { name: 'Add layer' }).click();
  await expect(panel.locator('[data-annotation-layer="Launches"]')).toContainText('Event');

  await page.getByTestId('explore-run').click();
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  const event = chartArea(page).locator('line[data-annotation-event="Launches"]');
  await expect(event).toHaveCount(1);
  await expect(chartArea(page).locator('.timeseries-annotations text', { hasText: 'v1 launch' })).toBeVisible();

  // The event's flag tells what it is.
  const flag = chartArea(page).locator('[data-annotation-marker="event"]');
  const box = (await flag.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  const tooltip = chartArea(page).locator('[data-annotation-tooltip]');
  await expect(tooltip).toContainText('v1 launch');
  await expect(tooltip).toContainText('The first public release');
  await expect(tooltip).toContainText('1990-06-01');
  await chartArea(page).screenshot({ path: shot('chart') });
});
