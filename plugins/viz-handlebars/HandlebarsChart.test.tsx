// @vitest-environment happy-dom
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HandlebarsChart from './HandlebarsChart.js';
import type { HandlebarsChartProps } from './transform-props.js';

// DOMPurify does not work under happy-dom; see security.test.ts and sanitize-html.chromium.test.ts.
vi.mock('dompurify', () => ({ default: () => ({ sanitize: (html: string) => html, isSupported: true }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const rows = [
  { name: 'Ann', num: 1200 },
  { name: 'Bob', num: 30 },
];
const props = (overrides: Partial<HandlebarsChartProps> = {}): HandlebarsChartProps => ({
  data: rows,
  columns: ['name', 'num'],
  template: '<ul class="people">{{#each data}}<li class="person">{{name}}: {{formatNumber num format=",d"}}</li>{{/each}}</ul>',
  style: '.person { font-weight: bold } body { background: red }',
  ...overrides,
});

type Props = Partial<ChartRenderProps<HandlebarsChartProps>> & { chartProps: HandlebarsChartProps };
async function render(chartProps: HandlebarsChartProps, extra: Partial<Props> = {}) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<HandlebarsChart width={400} height={300} formData={{ datasource: '1__table', viz_type: 'handlebars' }} colorMode="light" chartProps={chartProps} {...extra} />));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

describe('HandlebarsChart', () => {
  it('renders the template over the rows and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render(props(), { onRendered });
    expect([...container.querySelectorAll('li.person')].map((li) => li.textContent)).toEqual(['Ann: 1,200', 'Bob: 30']);
    expect(onRendered).toHaveBeenCalled();
  });

  it('applies the style template to this chart only', async () => {
    await render(props());
    const chart = container.querySelector<HTMLElement>('[data-part="handlebars-chart"]')!;
    const scope = chart.dataset.handlebarsScope!;
    expect(scope).toMatch(/^hb[\w-]+$/);
    const css = chart.querySelector('style')!.textContent!;
    expect(css).toContain(`[data-handlebars-scope="${scope}"] .person { font-weight: bold }`);
    expect(css).toContain(`[data-handlebars-scope="${scope}"] { background: red }`);
    expect(css).not.toMatch(/(^|\n)body/);
  });

  it('keeps the chart in its box: it scrolls and contains fixed positioning', async () => {
    await render(props());
    const style = container.querySelector<HTMLElement>('[data-part="handlebars-chart"]')!.style;
    expect(style.width).toBe('400px');
    expect(style.height).toBe('300px');
    expect(style.overflow).toBe('auto');
    expect(style.contain).toBe('layout paint');
  });

  it('shows a template error in place of the chart', async () => {
    const onRendered = vi.fn();
    await render(props({ template: '{{#each data}}<li>{{name}}</li>' }), { onRendered });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('{{#each}} is not closed (line 1)');
    expect(onRendered).toHaveBeenCalled();
  });

  it('says "No data" when nothing renders over no rows', async () => {
    await render(props({ data: [] }));
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
  });

  it('does not run scripts from the template', async () => {
    await render(props({ template: '<p>ok</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' }));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('writes with the theme text colour in dark mode', async () => {
    await render(props(), { colorMode: 'dark' });
    expect(container.querySelector<HTMLElement>('[data-part="handlebars-chart"]')!.style.color).toBe('#e3e9ed');
  });
});
