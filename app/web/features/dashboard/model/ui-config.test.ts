import { describe, expect, it } from 'vitest';
import { StandaloneMode, dashboardChromeOf, parseStandaloneMode, parseUiConfig } from './ui-config';

describe('parseUiConfig', () => {
  it('reads each bit of the bitmask', () => {
    expect(parseUiConfig('1')).toEqual({ hideTitle: true, hideTab: false, hideNav: false, hideChartControls: false, emitDataMasks: false });
    expect(parseUiConfig('2').hideTab).toBe(true);
    expect(parseUiConfig('4').hideNav).toBe(true);
    expect(parseUiConfig('8').hideChartControls).toBe(true);
    expect(parseUiConfig('16').emitDataMasks).toBe(true);
  });

  it('combines bits', () => {
    expect(parseUiConfig('9')).toEqual({ hideTitle: true, hideTab: false, hideNav: false, hideChartControls: true, emitDataMasks: false });
    expect(Object.values(parseUiConfig('31')).every(Boolean)).toBe(true);
  });

  it('turns nothing on for missing or malformed values', () => {
    for (const value of [null, undefined, '', 'abc', '-1', '1.5', '0x1']) {
      expect(Object.values(parseUiConfig(value)).some(Boolean)).toBe(false);
    }
  });
});

describe('standalone', () => {
  it('reads the four modes', () => {
    expect(parseStandaloneMode(null)).toBe(StandaloneMode.NONE);
    expect(parseStandaloneMode('0')).toBe(StandaloneMode.NONE);
    expect(parseStandaloneMode('1')).toBe(StandaloneMode.HIDE_NAV);
    expect(parseStandaloneMode('true')).toBe(StandaloneMode.HIDE_NAV);
    expect(parseStandaloneMode('2')).toBe(StandaloneMode.HIDE_NAV_AND_TITLE);
    expect(parseStandaloneMode('3')).toBe(StandaloneMode.REPORT);
    expect(parseStandaloneMode('7')).toBe(StandaloneMode.NONE);
  });

  it('hides the title in modes 2 and 3, and the chart controls in the report mode', () => {
    const nav = dashboardChromeOf(new URLSearchParams('standalone=1'));
    expect([nav.hideNav, nav.hideTitle, nav.report]).toEqual([true, false, false]);
    const title = dashboardChromeOf(new URLSearchParams('standalone=2'));
    expect([title.hideNav, title.hideTitle, title.hideChartControls]).toEqual([true, true, false]);
    const report = dashboardChromeOf(new URLSearchParams('standalone=3'));
    expect([report.hideNav, report.hideTitle, report.hideChartControls, report.report]).toEqual([true, true, true, true]);
  });

  it('lets either parameter hide a part', () => {
    const chrome = dashboardChromeOf(new URLSearchParams('uiConfig=5'));
    expect([chrome.hideNav, chrome.hideTitle, chrome.standaloneMode]).toEqual([true, true, StandaloneMode.NONE]);
    expect(dashboardChromeOf(new URLSearchParams('')).hideNav).toBe(false);
  });
});
