// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorRampLegend } from './ColorRampLegend.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const surface = { text: '#111111', mutedText: '#666666', divider: '#dddddd' };

function render(width: number, caption = 'Population'): SVGElement {
  const container = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  root = createRoot(container);
  const ramp = { caption, colors: ['#ffffff', '#888888', '#000000'], minLabel: '60k', maxLabel: '1.4B' };
  act(() => root!.render(<ColorRampLegend x={10} y={100} width={width} ramp={ramp} surface={surface} />));
  return container;
}

describe('ColorRampLegend', () => {
  it('draws the caption, both end labels and a gradient with one stop per colour, evenly spread', () => {
    const svg = render(400);
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['Population', '60k', '1.4B']);
    const stops = [...svg.querySelectorAll('stop')];
    expect(stops.map((stop) => stop.getAttribute('offset'))).toEqual(['0', '0.5', '1']);
    const rect = svg.querySelector('[data-part="legend-ramp"]')!;
    expect(rect.getAttribute('fill')).toBe(`url(#${svg.querySelector('linearGradient')!.id})`);
  });

  it('keeps the ramp between 60 and 180 px and shortens a caption wider than the chart', () => {
    expect(Number(render(100).querySelector('[data-part="legend-ramp"]')!.getAttribute('width'))).toBe(60);
    act(() => root?.unmount());
    expect(Number(render(1000).querySelector('[data-part="legend-ramp"]')!.getAttribute('width'))).toBe(180);
    act(() => root?.unmount());
    const caption = render(100, 'A very long caption that cannot possibly fit here').querySelector('text')!.textContent!;
    expect(caption.endsWith('…')).toBe(true);
  });
});
