import { describe, expect, it } from 'vitest';
import { LAYOUT_COMPONENT_TYPES, LayoutComponentType, hasResizableHeight, hasResizableWidth, isLayoutComponentType } from './component-types.js';

describe('layout component types', () => {
  it('are the eleven position_json types', () => {
    expect([...LAYOUT_COMPONENT_TYPES].sort()).toEqual(
      ['CHART', 'COLUMN', 'DIVIDER', 'DYNAMIC', 'GRID', 'HEADER', 'MARKDOWN', 'ROOT', 'ROW', 'TAB', 'TABS'],
    );
    expect(LayoutComponentType.TABS).toBe('TABS');
    expect(Object.isFrozen(LayoutComponentType)).toBe(true);
  });

  it('recognises type names and nothing else', () => {
    expect(isLayoutComponentType('ROW')).toBe(true);
    expect(isLayoutComponentType('row')).toBe(false);
    expect(isLayoutComponentType('IFRAME')).toBe(false);
    expect(isLayoutComponentType(3)).toBe(false);
  });

  it('lets charts, markdown, columns and dynamic components change width, and all but columns height', () => {
    expect(LAYOUT_COMPONENT_TYPES.filter(hasResizableWidth).sort()).toEqual(['CHART', 'COLUMN', 'DYNAMIC', 'MARKDOWN']);
    expect(LAYOUT_COMPONENT_TYPES.filter(hasResizableHeight).sort()).toEqual(['CHART', 'DYNAMIC', 'MARKDOWN']);
  });
});
