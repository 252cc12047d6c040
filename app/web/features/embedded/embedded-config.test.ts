// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { embeddedUiConfigOf } from './embedded-ui-config';
import { themeConfigMode, themeModeOf } from './embedded-theme';
import { isAllowedOrigin } from './host-origin';
import { measureScrollSize } from './scroll-size';

const ui = (query: string) => embeddedUiConfigOf(new URLSearchParams(query));

describe('embeddedUiConfigOf (the SDK’s dashboardUiConfig as URL parameters)', () => {
  it('reads each bit of the uiConfig bitmask', () => {
    expect(ui('uiConfig=1')).toMatchObject({ hideTitle: true, hideTab: false, hideNav: false, hideChartControls: false, emitDataMasks: false });
    expect(ui('uiConfig=2')).toMatchObject({ hideTitle: false, hideTab: true });
    expect(ui('uiConfig=4').hideNav).toBe(true);
    expect(ui('uiConfig=8')).toMatchObject({ hideChartControls: true, hideTitle: false });
    expect(ui('uiConfig=16')).toMatchObject({ emitDataMasks: true, hideChartControls: false });
  });

  it('combines bits, and ignores the bits it does not know (the SDK’s 32, row-limit warnings)', () => {
    expect(ui('uiConfig=27')).toMatchObject({ hideTitle: true, hideTab: true, hideNav: false, hideChartControls: true, emitDataMasks: true });
    expect(ui('uiConfig=32')).toMatchObject({ hideTitle: false, hideTab: false, hideNav: false, hideChartControls: false, emitDataMasks: false });
  });

  it('turns nothing on without uiConfig or with a malformed one', () => {
    for (const query of ['', 'uiConfig=', 'uiConfig=-1', 'uiConfig=abc', 'uiConfig=1.5']) {
      const config = ui(query);
      expect([config.hideTitle, config.hideTab, config.hideNav, config.hideChartControls, config.emitDataMasks]).toEqual([false, false, false, false, false]);
    }
  });

  it('reads the filter bar from show_filters and expand_filters', () => {
    expect(ui('').filterBar).toBe('expanded');
    expect(ui('show_filters=true&expand_filters=true').filterBar).toBe('expanded');
    expect(ui('expand_filters=false').filterBar).toBe('collapsed');
    expect(ui('show_filters=false').filterBar).toBe('hidden');
    expect(ui('show_filters=0&expand_filters=true').filterBar).toBe('hidden');
  });
});

describe('isAllowedOrigin', () => {
  it('allows any origin when the list is empty', () => {
    expect(isAllowedOrigin('https://anything.example', [])).toBe(true);
    expect(isAllowedOrigin('https://anything.example', ['  '])).toBe(true);
  });

  it('matches an entry with a scheme exactly, port included', () => {
    expect(isAllowedOrigin('https://app.example', ['https://app.example/'])).toBe(true);
    expect(isAllowedOrigin('http://app.example', ['https://app.example'])).toBe(false);
    expect(isAllowedOrigin('https://app.example:8443', ['https://app.example'])).toBe(false);
    expect(isAllowedOrigin('https://APP.example', ['https://app.EXAMPLE'])).toBe(true);
  });

  it('matches an entry without a scheme on the host, with the port when it names one', () => {
    expect(isAllowedOrigin('http://localhost:9000', ['localhost'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:9000', ['localhost:9000'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:9001', ['localhost:9000'])).toBe(false);
    expect(isAllowedOrigin('https://evil-app.example', ['app.example'])).toBe(false);
    expect(isAllowedOrigin('https://app.example.evil.example', ['app.example'])).toBe(false);
  });

  it('matches the sub-domains of a wildcard entry, not the domain itself', () => {
    expect(isAllowedOrigin('https://eu.app.example', ['*.app.example'])).toBe(true);
    expect(isAllowedOrigin('https://app.example', ['*.app.example'])).toBe(false);
    expect(isAllowedOrigin('https://https://app.example', ['app.example'])).toBe(false);
  });

  it('takes the default port for an origin entry without one', () => {
    expect(isAllowedOrigin('https://app.example', ['app.example:443'])).toBe(true);
    expect(isAllowedOrigin('https://app.example:443', ['https://app.example'])).toBe(true);
  });

  it('never allows an opaque or malformed origin when there is a list', () => {
    expect(isAllowedOrigin('null', ['app.example'])).toBe(false);
    expect(isAllowedOrigin('', ['app.example'])).toBe(false);
  });
});

describe('theme modes from the host', () => {
  it('reads setThemeMode', () => {
    expect(['dark', 'light', 'system', 'default', 'sepia', 3].map(themeModeOf)).toEqual(['dark', 'light', 'system', 'light', null, null]);
  });

  it('reads the mode a setThemeConfig configuration selects', () => {
    expect(themeConfigMode({ algorithm: 'dark' })).toBe('dark');
    expect(themeConfigMode({ algorithm: ['dark', 'compact'] })).toBe('dark');
    expect(themeConfigMode({ algorithm: 'default', token: {} })).toBe('light');
    expect(themeConfigMode({ theme_default: { token: {} }, theme_dark: { algorithm: 'dark' } })).toBe('system');
    expect(themeConfigMode({ theme_dark: { algorithm: 'dark' } })).toBe('dark');
    expect(themeConfigMode({ theme_default: { algorithm: 'dark' } })).toBe('dark');
    expect(themeConfigMode({ theme_default: {} })).toBe('light');
    expect(themeConfigMode({ token: { colorPrimary: '#000' } })).toBeNull();
    expect(themeConfigMode(null)).toBeNull();
  });
});

describe('measureScrollSize', () => {
  const sized = <T extends HTMLElement>(element: T, sizes: Partial<Record<'scrollHeight' | 'clientHeight' | 'scrollWidth', number>>) => {
    for (const [name, value] of Object.entries(sizes)) Object.defineProperty(element, name, { configurable: true, value });
    return element;
  };

  it('adds the part of the grid scrolled out of view to the page’s height', () => {
    const root = sized(document.createElement('div'), { scrollHeight: 800, scrollWidth: 1200 });
    const scroller = sized(document.createElement('div'), { clientHeight: 700 });
    scroller.dataset.testid = 'dashboard-scroll';
    scroller.append(sized(document.createElement('div'), { scrollHeight: 2500 }));
    root.append(scroller);
    // 100 px of header and filters above a grid 2500 px tall.
    expect(measureScrollSize(root)).toEqual({ width: 1200, height: 2600 });
  });

  it('answers the page’s own size without a grid, and nothing without a page', () => {
    expect(measureScrollSize(sized(document.createElement('div'), { scrollHeight: 640, scrollWidth: 480 }))).toEqual({ width: 480, height: 640 });
    expect(measureScrollSize(null)).toEqual({ width: 0, height: 0 });
  });
});
