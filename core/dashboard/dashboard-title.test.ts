import { describe, expect, it } from 'vitest';
import { getDashboardTitle, withDashboardTitle } from './dashboard-title.js';
import { createEmptyLayout } from './empty-layout.js';

describe('dashboard title in the layout', () => {
  it('adds a HEADER_ID component holding the title', () => {
    const layout = withDashboardTitle(createEmptyLayout(), 'Sales');
    expect(layout['HEADER_ID']).toEqual({ id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'Sales' } });
    expect(getDashboardTitle(layout)).toBe('Sales');
  });

  it('renames, keeping other settings, and returns the layout unchanged for the same title', () => {
    const layout = withDashboardTitle(createEmptyLayout(), 'Sales');
    const renamed = withDashboardTitle(layout, 'Revenue');
    expect(renamed['HEADER_ID']!.meta.text).toBe('Revenue');
    expect(layout['HEADER_ID']!.meta.text).toBe('Sales');
    expect(withDashboardTitle(renamed, 'Revenue')).toBe(renamed);
  });

  it('reads an empty title when there is no header', () => {
    expect(getDashboardTitle(createEmptyLayout())).toBe('');
  });
});
