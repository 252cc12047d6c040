import { describe, expect, it } from 'vitest';
import { newQueryTabName } from './new-query-tab-name.js';

describe('newQueryTabName', () => {
  it('starts at Untitled Query 1', () => {
    expect(newQueryTabName([])).toBe('Untitled Query 1');
  });

  it('does not count the default tab name nor other names', () => {
    expect(newQueryTabName(['Untitled query', 'Sales', 'Untitled Query', 'Untitled Query x'])).toBe('Untitled Query 1');
  });

  it('takes one above the highest number, not the count', () => {
    expect(newQueryTabName(['Untitled Query 2', 'Untitled Query 7', 'Untitled query'])).toBe('Untitled Query 8');
  });
});
