import { describe, expect, it } from 'vitest';
import { COMPONENT_ID_LENGTH, createComponentIdSource, defaultComponentIdSource, uniqueComponentId } from './component-id.js';
import { createEmptyLayout } from './empty-layout.js';

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('createComponentIdSource', () => {
  it('makes <TYPE>-<10 URL-safe characters> ids', () => {
    const id = defaultComponentIdSource('ROW');
    expect(id).toMatch(new RegExp(`^ROW-[A-Za-z0-9_-]{${COMPONENT_ID_LENGTH}}$`));
    expect(defaultComponentIdSource('ROW')).not.toBe(id);
  });

  it('is deterministic for a seeded random source', () => {
    const first = createComponentIdSource(seeded(42));
    const second = createComponentIdSource(seeded(42));
    const ids = [first('CHART'), first('TAB'), first('ROW')];
    expect([second('CHART'), second('TAB'), second('ROW')]).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });

  it('maps the ends of the random range onto the alphabet', () => {
    expect(createComponentIdSource(() => 0)('TABS')).toBe('TABS-AAAAAAAAAA');
    expect(createComponentIdSource(() => 1)('TABS')).toBe(`TABS-${'-'.repeat(10)}`);
    expect(createComponentIdSource(() => 0.999999)('TABS')).toBe(`TABS-${'-'.repeat(10)}`);
  });
});

describe('uniqueComponentId', () => {
  it('returns the source id when it is free', () => {
    expect(uniqueComponentId(createEmptyLayout(), 'ROW', () => 'ROW-a')).toBe('ROW-a');
  });

  it('draws again when the id is taken by the layout or the taken set', () => {
    const ids = ['ROOT_ID', 'ROW-b', 'ROW-c'];
    expect(uniqueComponentId(createEmptyLayout(), 'ROW', () => ids.shift()!, new Set(['ROW-b']))).toBe('ROW-c');
  });

  it('adds a numeric suffix when the source keeps repeating a taken id', () => {
    const layout = createEmptyLayout();
    expect(uniqueComponentId(layout, 'GRID', () => 'GRID_ID')).toBe('GRID_ID-2');
    expect(uniqueComponentId(layout, 'GRID', () => 'GRID_ID', new Set(['GRID_ID-2']))).toBe('GRID_ID-3');
  });
});
