import { describe, expect, it } from 'vitest';
import { urlHidesNav } from './url-hides-nav';

const hides = (query: string) => urlHidesNav(new URLSearchParams(query));

describe('urlHidesNav', () => {
  it('keeps the navigation without standalone or uiConfig', () => {
    expect(hides('')).toBe(false);
    expect(hides('edit=true&native_filters_key=abc')).toBe(false);
  });

  it('hides it in every standalone mode and keeps it for standalone 0 or false', () => {
    for (const value of ['1', 'true', '2', '3']) expect(hides(`standalone=${value}`)).toBe(true);
    for (const value of ['0', 'false', '']) expect(hides(`standalone=${value}`)).toBe(false);
  });

  it('hides it when uiConfig has the hide-nav bit (4), alone or with others', () => {
    for (const bits of [4, 5, 6, 7, 12, 31]) expect(hides(`uiConfig=${bits}`)).toBe(true);
    for (const bits of [0, 1, 2, 3, 8, 9, 16, 27]) expect(hides(`uiConfig=${bits}`)).toBe(false);
    expect(hides('uiConfig=four')).toBe(false);
  });
});
