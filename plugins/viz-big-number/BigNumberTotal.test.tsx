// @vitest-environment happy-dom
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BigNumberTotal from './BigNumberTotal.js';
import type { BigNumberTotalProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

async function render(props: Partial<ChartRenderProps<BigNumberTotalProps>> & { chartProps: BigNumberTotalProps }) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(<BigNumberTotal width={400} height={200} formData={{ datasource: '1__table', viz_type: 'big_number_total' }} colorMode="light" {...props} />);
  });
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  vi.restoreAllMocks();
});

const chartProps: BigNumberTotalProps = { value: 12345, formattedValue: '12.3k', subheader: 'babies born', headerFontSize: 0.4, subheaderFontSize: 0.15 };
const header = () => container.querySelector<HTMLElement>('[data-part="header"]')!;
const subheader = () => container.querySelector<HTMLElement>('[data-part="subheader"]');

describe('BigNumberTotal', () => {
  it('draws the number and subheader within the box and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps, onRendered });
    expect(header().textContent).toBe('12.3k');
    expect(subheader()?.textContent).toBe('babies born');
    const box = container.firstElementChild as HTMLElement;
    expect([box.style.width, box.style.height]).toEqual(['400px', '200px']);
    expect(onRendered).toHaveBeenCalled();
  });

  it("sizes the number as a share of the chart's height", async () => {
    await render({ chartProps: { ...chartProps, headerFontSize: 0.3 } });
    expect(parseFloat(header().style.fontSize)).toBeCloseTo(60);
  });

  it('shrinks a number that is too wide, measuring it with canvas measureText', async () => {
    const measureText = vi.fn((text: string) => ({ width: text.length * 60 }) as TextMetrics);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ font: '', measureText } as unknown as CanvasRenderingContext2D);
    await render({ chartProps: { ...chartProps, value: 1234567890, formattedValue: '1,234,567,890' } });
    expect(measureText).toHaveBeenCalledWith('1,234,567,890');
    // 13 characters are 780px at 100px; the 380px between the 10px paddings allow 380 / 7.8 ≈ 48.7px.
    expect(parseFloat(header().style.fontSize)).toBeCloseTo(380 / 7.8, 1);
  });

  it('says "No data" without a value, and offers no context menu then', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: { ...chartProps, value: null, formattedValue: '' }, onContextMenu });
    expect(header().textContent).toBe('No data');
    expect(subheader()).toBeNull();
    header().dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: 5, clientY: 5 }));
    expect(onContextMenu).not.toHaveBeenCalled();
  });

  it('opens the context menu for drill to detail on right-click', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps, onContextMenu });
    header().dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: 40, clientY: 30 }));
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 40, clientY: 30, filters: [] });
  });

  it('writes light text in dark mode', async () => {
    await render({ chartProps, colorMode: 'dark' });
    expect(header().style.color).toBe('#e3e9ed');
  });
});
