import { describe, expect, it, vi } from 'vitest';
import { getColorScheme } from '@core/plugin-api/index.js';
import { DashboardLabelColors } from './dashboard-label-colors';

const scheme = getColorScheme('supersetColors').colors;

describe('DashboardLabelColors', () => {
  it('gives a label one colour in every chart, whatever order charts meet it in', () => {
    const colors = new DashboardLabelColors({});
    const first = colors.scaleFor(1, {})!;
    const second = colors.scaleFor(2, {})!;
    expect([first('boy'), first('girl')]).toEqual([scheme[0], scheme[1]]);
    expect([second('girl'), second('boy')]).toEqual([scheme[1], scheme[0]]);
  });

  it('tells listeners when a new label is coloured, not when a known one is', () => {
    const colors = new DashboardLabelColors({});
    const listener = vi.fn();
    colors.subscribe(listener);
    const scale = colors.scaleFor(1, {})!;
    scale('boy');
    scale('boy');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0].mapLabelColors).toEqual({ boy: scheme[0] });
  });

  it('lets a chart’s own label colours win', () => {
    const colors = new DashboardLabelColors({ label_colors: { boy: '#000000' } });
    expect(colors.scaleFor(1, { label_colors: { boy: '#ffffff' } })!('boy')).toBe('#ffffff');
    expect(colors.scaleFor(2, {})!('boy')).toBe('#000000');
  });

  it('leaves a chart drawn with another scheme to its own scale', () => {
    const colors = new DashboardLabelColors({ color_scheme: 'tableau10' });
    expect(colors.scaleFor(1, { color_scheme: 'bnbColors' })).toBeUndefined();
    expect(colors.scaleFor(1, { color_scheme: 'tableau10' })!('a')).toBe(getColorScheme('tableau10').colors[0]);
  });
});
