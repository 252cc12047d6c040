import { describe, expect, it, vi } from 'vitest';
import { DashboardLabelColors } from '../model/dashboard-label-colors';
import { drillColorScale } from './drill-color-scale';

describe('drillColorScale', () => {
  it('keeps the dashboard’s colours, gives new labels the next colours, and stores nothing', () => {
    const dashboard = new DashboardLabelColors({ label_colors: { girl: '#ff00aa' } });
    const stored = vi.fn();
    dashboard.subscribe(stored);
    const onDashboard = dashboard.scaleFor(1, {});
    const ca = onDashboard!('CA');
    const ny = onDashboard!('NY');
    expect(stored).toHaveBeenCalledTimes(2);

    const drilled = drillColorScale(dashboard, 1, {})!;
    expect(drilled('NY')).toBe(ny);
    expect(drilled('CA')).toBe(ca);
    expect(drilled('girl')).toBe('#ff00aa');
    const jessica = drilled('Jessica');
    expect([ca, ny]).not.toContain(jessica);
    expect(drilled('Jessica')).toBe(jessica);
    expect(drilled('Sarah')).not.toBe(jessica);
    expect(stored).toHaveBeenCalledTimes(2);
    expect(dashboard.current.mapLabelColors).not.toHaveProperty('Jessica');
    // A colour the drilled chart fixes itself wins.
    expect(drillColorScale(dashboard, 1, { label_colors: { CA: '#000000' } })!('CA')).toBe('#000000');
  });

  it('leaves a chart drawn with another scheme to its own colours', () => {
    expect(drillColorScale(new DashboardLabelColors({}), 1, { color_scheme: 'no-such-scheme-here' })).toBeUndefined();
  });
});
