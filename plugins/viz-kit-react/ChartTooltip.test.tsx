// @vitest-environment happy-dom
import { chartSurfaceColors } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartTooltip, type ChartTooltipProps } from './ChartTooltip.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const surface = chartSurfaceColors('light');

function tooltipOf(props: Partial<ChartTooltipProps>): HTMLElement {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root!.render(<ChartTooltip x={20} y={20} width={400} height={300} surface={surface} {...props} />));
  return container.querySelector<HTMLElement>('[role="tooltip"]')!;
}

describe('ChartTooltip', () => {
  it('says its title, then its lines, then its name–value rows', () => {
    const tooltip = tooltipOf({
      title: 'CA',
      titleColor: '#1f77b4',
      lines: [{ text: 'Births', value: '300' }, { text: 'a note', muted: true }],
      rows: [{ name: 'Median', value: '15', extra: '(40%)', color: '#ff7f0e' }],
    });
    expect(tooltip.textContent).toBe('CABirths: 300a noteMedian:15(40%)');
    expect(tooltip.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(2);
    expect(tooltip.children).toHaveLength(4);
  });

  it('opens below right of the pointer, and flips near the right and bottom edges', () => {
    const near = tooltipOf({ lines: [{ text: 'x' }] });
    expect(near.style.left).toBe('34px');
    expect(near.style.top).toBe('34px');
    act(() => root!.unmount());
    const far = tooltipOf({ x: 390, y: 290, lines: [{ text: 'x' }] });
    const width = Number.parseFloat(far.style.width);
    expect(Number.parseFloat(far.style.left)).toBeCloseTo(390 - 14 - width);
    expect(Number.parseFloat(far.style.top)).toBe(290 - 14 - 29);
  });

  it('stays inside the chart and no wider than maxWidth', () => {
    const long = 'a very long line of tooltip text that would not fit anywhere near the pointer';
    const tooltip = tooltipOf({ width: 200, lines: [{ text: long }] });
    expect(Number.parseFloat(tooltip.style.width)).toBe(200);
    expect(tooltip.style.left).toBe('0px');
    act(() => root!.unmount());
    expect(Number.parseFloat(tooltipOf({ lines: [{ text: long }], maxWidth: 120 }).style.width)).toBe(120);
  });

  it('draws bold and muted lines in the surface colours', () => {
    const tooltip = tooltipOf({ lines: [{ text: 'bold', bold: true }, { text: 'muted', muted: true }] });
    const [bold, muted] = [...tooltip.children] as HTMLElement[];
    expect(bold!.style.fontWeight).toBe('600');
    expect(muted!.style.color).toBe(surface.mutedText);
    expect(tooltip.style.background).toBe(surface.tooltipBackground);
  });
});
