import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  LAYOUT_UNDO_LIMIT,
  LayoutBackground,
  LayoutHeaderSize,
  POSITION_DATA_LIMIT,
  UNDO_LIMIT,
} from './layout-constants.js';

describe('dashboard layout constants (spec §9)', () => {
  it('match the grid: unit 8, default width 4 of 12 columns, default height 50', () => {
    expect(GRID_BASE_UNIT).toBe(8);
    expect(GRID_DEFAULT_CHART_WIDTH).toBe(4);
    expect(GRID_COLUMN_COUNT).toBe(12);
    expect(GRID_DEFAULT_CHART_HEIGHT).toBe(50);
    expect(POSITION_DATA_LIMIT).toBe(65535);
  });

  it('give 10 undo slots and a layout history of the limit plus 2', () => {
    expect(UNDO_LIMIT).toBe(10);
    expect(LAYOUT_UNDO_LIMIT).toBe(12);
  });

  it('use the position_json ids and style values', () => {
    expect([DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID, DASHBOARD_VERSION_KEY]).toEqual(['ROOT_ID', 'GRID_ID', 'HEADER_ID', 'DASHBOARD_VERSION_KEY']);
    expect(Object.values(LayoutHeaderSize)).toEqual(['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER']);
    expect(Object.values(LayoutBackground)).toEqual(['BACKGROUND_TRANSPARENT', 'BACKGROUND_WHITE']);
  });
});
