// @vitest-environment happy-dom
import { resolveTimeRange } from '@core/query/time-range/index.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedTimeRange } from '../control-panel-context.js';
import { button, chooseOption, click, dialog, field, openDialog, select, textOf, typeText } from './test-support/dom.js';
import { fakeControlPanel, fakeServices } from './test-support/fake-control-panel.js';
import { renderWidget } from './test-support/render-widget.js';
import { TimeRangeWidget } from './TimeRangeWidget.js';
import { TIME_RANGE_RESOLVE_DELAY_MS } from './use-resolved-time-range.js';

// Wednesday 31 January 2024, 10:30 local time.
const NOW = new Date(2024, 0, 31, 10, 30);

/** The server's answer, computed with the grammar the server uses, at a fixed now. */
const resolveAtNow = vi.fn(async (timeRange: string): Promise<ResolvedTimeRange> => ({ ...resolveTimeRange(timeRange, { now: NOW }), timeRange }));

async function renderTimeRange(value: unknown) {
  resolveAtNow.mockClear();
  const panel = fakeControlPanel({ services: fakeServices({ resolveTimeRange: resolveAtNow }) });
  const result = await renderWidget(TimeRangeWidget, { value, panel });
  await result.settle();
  return result;
}

const resolvedText = (root: ParentNode) => textOf(root.querySelector('[data-testid="resolved-time-range"]'));
const previewText = () => textOf(dialog().querySelector('[data-testid="time-range-preview"]'));
/** Waits out the editor's debounce so its preview (and the Apply button) catch up. */
const waitForPreview = () => rendered!.settle(TIME_RANGE_RESOLVE_DELAY_MS + 50, 2);

let rendered: Awaited<ReturnType<typeof renderWidget>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('TimeRangeWidget', () => {
  it('shows the value and the range the server resolves it to', async () => {
    rendered = await renderTimeRange('Last week');
    expect(textOf(button(rendered.container, 'Time range: Last week'))).toBe('Last week');
    expect(resolveAtNow).toHaveBeenCalledWith('Last week');
    expect(resolvedText(rendered.container)).toBe('2024-01-24 ≤ col < 2024-01-31');
  });

  it('reads an unset value as No filter', async () => {
    rendered = await renderTimeRange(undefined);
    expect(textOf(button(rendered.container, 'Time range: No filter'))).toBe('No filter');
    expect(resolvedText(rendered.container)).toBe('-∞ ≤ col < ∞');
  });

  it("shows the server's error in place of the range", async () => {
    rendered = await renderTimeRange('Last banana');
    const alert = rendered.container.querySelector('[role="alert"]');
    expect(textOf(alert)).toMatch(/^Error parsing time range: .*"banana"/);
  });

  it('follows a value changed from outside', async () => {
    rendered = await renderTimeRange('Last week');
    await rendered.setValue('2020-01-01 : 2020-02-01T06:00:00');
    await rendered.settle(TIME_RANGE_RESOLVE_DELAY_MS + 50, 2);
    expect(resolvedText(rendered.container)).toBe('2020-01-01 ≤ col < 2020-02-01 06:00:00');
  });

  it('applies a Last range picked in the editor', async () => {
    rendered = await renderTimeRange('No filter');
    await click(button(rendered.container, 'Time range: No filter'));
    await chooseOption(select(dialog('Edit time range'), 'Range type'), 'Last');
    await click(dialog().querySelector('input[value="Last month"]')!);
    expect(button(dialog(), 'Apply').hasAttribute('disabled')).toBe(true);
    await waitForPreview();
    expect(previewText()).toBe('2023-12-31 ≤ col < 2024-01-31');
    await click(button(dialog(), 'Apply'));
    expect(rendered.lastValue()).toBe('Last month');
    expect(openDialog()).toBeNull();
  });

  it('writes Previous ranges the way the server grammar reads them', async () => {
    rendered = await renderTimeRange('Last week');
    await click(button(rendered.container, 'Time range: Last week'));
    await chooseOption(select(dialog(), 'Range type'), 'Previous');
    await click(dialog().querySelector('input[value="previous calendar year"]')!);
    await waitForPreview();
    expect(previewText()).toBe('2023-01-01 ≤ col < 2024-01-01');
    await click(button(dialog(), 'Apply'));
    expect(rendered.lastValue()).toBe('previous calendar year');
  });

  it('opens a stored range in its mode', async () => {
    rendered = await renderTimeRange('Current quarter');
    await click(button(rendered.container, 'Time range: Current quarter'));
    expect(textOf(select(dialog(), 'Range type'))).toBe('Current');
    expect((dialog().querySelector('input[value="Current quarter"]') as HTMLInputElement).checked).toBe(true);
  });

  it('builds a Custom range from a specific start and a relative end', async () => {
    rendered = await renderTimeRange('No filter');
    await click(button(rendered.container, 'Time range: No filter'));
    await chooseOption(select(dialog(), 'Range type'), 'Custom');
    await chooseOption(select(dialog(), 'START'), 'Specific date/time');
    await typeText(field(dialog(), 'START date/time'), '2024-01-01T08:00');
    await chooseOption(select(dialog(), 'END'), 'Relative date/time');
    await typeText(field(dialog(), 'END amount'), '2');
    await chooseOption(select(dialog(), 'END unit'), 'weeks');
    await waitForPreview();
    expect(previewText()).toBe('2024-01-01 08:00:00 ≤ col < 2024-02-14');
    await click(button(dialog(), 'Apply'));
    expect(rendered.lastValue()).toBe('2024-01-01T08:00:00 : 2 weeks later');
  });

  it('builds an Advanced range from two free ends and shows its error', async () => {
    rendered = await renderTimeRange('Last week');
    await click(button(rendered.container, 'Time range: Last week'));
    await chooseOption(select(dialog(), 'Range type'), 'Advanced');
    expect((field(dialog(), 'START (inclusive)') as HTMLInputElement).value).toBe('1 week ago');
    await typeText(field(dialog(), 'START (inclusive)'), 'tomorrow');
    await waitForPreview();
    expect(textOf(dialog().querySelector('[role="alert"]'))).toBe('From date cannot be larger than to date');
    expect(button(dialog(), 'Apply').hasAttribute('disabled')).toBe(true);
    await typeText(field(dialog(), 'START (inclusive)'), 'DATEADD(DATETIME("today"), -3, day)');
    await waitForPreview();
    expect(previewText()).toBe('2024-01-28 ≤ col < 2024-01-31');
    await click(button(dialog(), 'Apply'));
    expect(rendered.lastValue()).toBe('DATEADD(DATETIME("today"), -3, day) : today');
  });

  it('keeps a stored expression as written when applied unchanged', async () => {
    rendered = await renderTimeRange('Last 3 days');
    await click(button(rendered.container, 'Time range: Last 3 days'));
    expect(textOf(select(dialog(), 'Range type'))).toBe('Advanced');
    await waitForPreview();
    await click(button(dialog(), 'Apply'));
    expect(rendered.lastValue()).toBe('Last 3 days');
  });

  it('leaves the value alone on Cancel', async () => {
    rendered = await renderTimeRange('Last week');
    await click(button(rendered.container, 'Time range: Last week'));
    await chooseOption(select(dialog(), 'Range type'), 'No filter');
    await click(button(dialog(), 'Cancel'));
    expect(rendered.onChange).not.toHaveBeenCalled();
    expect(openDialog()).toBeNull();
  });

  it('asks the server once after typing stops', async () => {
    rendered = await renderTimeRange('yesterday : 2021-01-01');
    await click(button(rendered.container, /^Time range:/));
    expect(textOf(select(dialog(), 'Range type'))).toBe('Advanced');
    await waitForPreview();
    resolveAtNow.mockClear();
    for (const text of ['2', '20', '201', '2019']) await typeText(field(dialog(), 'START (inclusive)'), text);
    await waitForPreview();
    expect(resolveAtNow.mock.calls.map(([timeRange]) => timeRange)).toEqual(['2019 : 2021-01-01']);
  });
});
