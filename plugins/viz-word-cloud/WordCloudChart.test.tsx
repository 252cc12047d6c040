// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WordCloudFormData } from './form-data.schema.js';
import { transformWordCloudProps, type WordCloudChartProps } from './transform-props.js';
import WordCloudChart from './WordCloudChart.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: WordCloudFormData = { datasource: '3__table', viz_type: 'word_cloud', series: 'name', metric: 'count', rotation: 'flat' };
const names = ['Michael', 'Christopher', 'Jessica', 'Matthew', 'Ashley', 'Jennifer', 'Joshua', 'Amanda', 'Daniel', 'David', 'James', 'Robert'];
const response: ChartDataResponse = {
  result: [{ colnames: ['name', 'count'], coltypes: [1, 0], data: names.map((name, i) => ({ name, count: 1200 - i * 100 })), rowcount: names.length }],
};

type Props = Partial<ChartRenderProps<WordCloudChartProps>> & { chartProps: WordCloudChartProps };
const element = (props: Props) => <WordCloudChart width={600} height={400} formData={formData} colorMode="light" {...props} />;

async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element(props)));
}
async function fire(target: Element, type: string, init: MouseEventInit = {}) {
  await act(async () => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

const words = () => [...container.querySelectorAll<SVGTextElement>('[data-part="word"]')];

describe('WordCloudChart', () => {
  it('draws every word in its size and colour, the largest in the middle, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = transformWordCloudProps(response, formData);
    await render({ chartProps, onRendered });
    expect(words().map((w) => w.dataset.key)).toEqual(names);
    const michael = words()[0]!;
    expect(michael.getAttribute('transform')).toBe('translate(0.0,0.0) rotate(0)');
    expect(Number(michael.getAttribute('font-size'))).toBeGreaterThan(Number(words()[11]!.getAttribute('font-size')));
    expect(michael.getAttribute('fill')).toBe(chartProps.words[0]!.color);
    expect(onRendered).toHaveBeenCalled();
  });

  it('shows the value of the hovered word and fades the others', async () => {
    await render({ chartProps: transformWordCloudProps(response, formData) });
    await fire(words()[2]!, 'mousemove', { clientX: 50, clientY: 60 });
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('Jessicacount: 1k');
    expect(words()[2]!.getAttribute('fill-opacity')).toBe('1');
    expect(words()[0]!.getAttribute('fill-opacity')).toBe('0.45');
  });

  it('leaves out the words a small box cannot hold, without overlapping the rest', async () => {
    await render({ chartProps: transformWordCloudProps(response, formData), width: 160, height: 90 });
    expect(words().length).toBeGreaterThan(0);
    expect(words().length).toBeLessThanOrEqual(names.length);
  });

  it('says "No data" without rows', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: transformWordCloudProps({ result: [{ colnames: ['name', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
  });
});
