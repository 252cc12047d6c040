import { describe, expect, it } from 'vitest';
import { LAYOUT_COMPONENT_TYPES, type LayoutComponentType } from './component-types.js';
import { isValidChild, shouldWrapInRow } from './valid-child.js';

/** parent → child → deepest parent depth that accepts it. */
const EXPECTED: Partial<Record<LayoutComponentType, Partial<Record<LayoutComponentType, number>>>> = {
  ROOT: { GRID: 0, TABS: 0 },
  GRID: { ROW: 1, TABS: 1, CHART: 1, MARKDOWN: 1, COLUMN: 1, DYNAMIC: 1, HEADER: 1, DIVIDER: 1 },
  ROW: { CHART: 4, MARKDOWN: 4, COLUMN: 4, DYNAMIC: 4 },
  COLUMN: { CHART: 5, MARKDOWN: 5, DYNAMIC: 5, HEADER: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
  TABS: { TAB: 3 },
  TAB: { ROW: 3, TABS: 3, COLUMN: 3, CHART: 5, MARKDOWN: 5, DYNAMIC: 5, HEADER: 5, DIVIDER: 5 },
};

describe('isValidChild', () => {
  it('accepts every listed pair up to its depth limit and refuses it one level deeper', () => {
    for (const [parentType, limits] of Object.entries(EXPECTED) as [LayoutComponentType, Partial<Record<LayoutComponentType, number>>][]) {
      for (const [childType, maxDepth] of Object.entries(limits) as [LayoutComponentType, number][]) {
        expect(isValidChild({ parentType, parentDepth: maxDepth, childType }), `${childType} in ${parentType}@${maxDepth}`).toBe(true);
        expect(isValidChild({ parentType, parentDepth: 0, childType }), `${childType} in ${parentType}@0`).toBe(true);
        expect(isValidChild({ parentType, parentDepth: maxDepth + 1, childType }), `${childType} in ${parentType}@${maxDepth + 1}`).toBe(false);
      }
    }
  });

  it('refuses every pair that is not listed, at any depth', () => {
    for (const parentType of LAYOUT_COMPONENT_TYPES) {
      for (const childType of LAYOUT_COMPONENT_TYPES) {
        if (EXPECTED[parentType]?.[childType] !== undefined) continue;
        expect(isValidChild({ parentType, parentDepth: 0, childType }), `${childType} in ${parentType}`).toBe(false);
      }
    }
  });

  it('lets tabs hold only tabs, and leaves charts, markdown, headers, dividers and dynamic components childless', () => {
    expect(LAYOUT_COMPONENT_TYPES.filter((childType) => isValidChild({ parentType: 'TABS', parentDepth: 1, childType }))).toEqual(['TAB']);
    for (const parentType of ['CHART', 'MARKDOWN', 'HEADER', 'DIVIDER', 'DYNAMIC'] as const) {
      expect(LAYOUT_COMPONENT_TYPES.some((childType) => isValidChild({ parentType, parentDepth: 0, childType }))).toBe(false);
    }
  });

  it('refuses rows in rows, and a depth that is not a number', () => {
    expect(isValidChild({ parentType: 'ROW', parentDepth: 2, childType: 'ROW' })).toBe(false);
    expect(isValidChild({ parentType: 'ROW', parentDepth: Number.NaN, childType: 'CHART' })).toBe(false);
  });
});

describe('shouldWrapInRow', () => {
  it('wraps charts, markdown, columns and dynamic components dropped on the grid or a tab', () => {
    for (const parentType of ['GRID', 'TAB'] as const) {
      expect(LAYOUT_COMPONENT_TYPES.filter((childType) => shouldWrapInRow(parentType, childType)).sort()).toEqual(['CHART', 'COLUMN', 'DYNAMIC', 'MARKDOWN']);
    }
  });

  it('wraps nothing dropped anywhere else', () => {
    for (const parentType of LAYOUT_COMPONENT_TYPES.filter((type) => type !== 'GRID' && type !== 'TAB')) {
      expect(LAYOUT_COMPONENT_TYPES.some((childType) => shouldWrapInRow(parentType, childType))).toBe(false);
    }
  });
});
