import { describe, expect, it } from 'vitest';
import { chromeSearchOf, dashboardPath, focusedChartOf, isEditRequested, isParamOff, permalinkTarget, permalinkUrlParams, searchWithout } from './url-params';

describe('dashboard URL parameters', () => {
  it('reads the focused chart', () => {
    expect(focusedChartOf(new URLSearchParams('focused_chart=12'))).toBe(12);
    expect(focusedChartOf(new URLSearchParams('focused_chart=0'))).toBeNull();
    expect(focusedChartOf(new URLSearchParams('focused_chart=abc'))).toBeNull();
    expect(focusedChartOf(new URLSearchParams(''))).toBeNull();
  });

  it('reads the edit flag', () => {
    expect(isEditRequested(new URLSearchParams('edit=true'))).toBe(true);
    expect(isEditRequested(new URLSearchParams('edit=1'))).toBe(true);
    expect(isEditRequested(new URLSearchParams('edit=false'))).toBe(false);
  });

  it('keeps only the chrome’s parameters for the chrome', () => {
    expect(chromeSearchOf(new URLSearchParams('native_filters=(a:1)&uiConfig=8&standalone=1&edit=true'))).toBe('standalone=1&uiConfig=8');
  });

  it('reads switches turned off', () => {
    expect(isParamOff(new URLSearchParams('show_filters=false'), 'show_filters')).toBe(true);
    expect(isParamOff(new URLSearchParams('show_filters=0'), 'show_filters')).toBe(true);
    expect(isParamOff(new URLSearchParams('show_filters=true'), 'show_filters')).toBe(false);
    expect(isParamOff(new URLSearchParams(''), 'show_filters')).toBe(false);
  });

  it('keeps the state parameters in a permalink, not the visit’s own', () => {
    const search = new URLSearchParams('standalone=1&edit=true&focused_chart=3&uiConfig=8&permalink_key=abc&native_filters_key=x&native_filters=(a:1)');
    expect(permalinkUrlParams(search)).toEqual([
      ['standalone', '1'],
      ['uiConfig', '8'],
    ]);
  });

  it('removes parameters from a search', () => {
    expect(searchWithout(new URLSearchParams('focused_chart=3&standalone=1'), ['focused_chart'])).toBe('?standalone=1');
    expect(searchWithout(new URLSearchParams('focused_chart=3'), ['focused_chart'])).toBe('');
  });

  it('leads a permalink to its dashboard with its parameters, key and anchor', () => {
    expect(dashboardPath('sales team')).toBe('/superset/dashboard/sales%20team/');
    expect(permalinkTarget('5', 'k1', [['standalone', '2'], ['edit', 'true'], ['skip', null]], 'CHART-a')).toBe('/superset/dashboard/5/?standalone=2&permalink_key=k1#CHART-a');
    expect(permalinkTarget(5, 'k1', null)).toBe('/superset/dashboard/5/?permalink_key=k1');
  });
});
