import { describe, expect, it } from 'vitest';
import * as kernel from '../index.js';
import type { DashboardLayout } from '../plugin-api/index.js';
import * as dashboard from './index.js';

describe('core/dashboard public surface', () => {
  it('is exported by the kernel', () => {
    for (const name of ['moveComponent', 'createLayoutHistoryReducer', 'isValidChild', 'createLayoutFromCharts', 'LayoutMessage', 'availableColumnCount']) {
      expect(kernel, name).toHaveProperty(name, (dashboard as Record<string, unknown>)[name]);
    }
  });

  it('produces layouts the plugin API’s dashboard hooks accept', () => {
    const layout: DashboardLayout = dashboard.createLayoutFromCharts([1, 2]);
    expect(Object.values(layout).every((component) => Array.isArray(component.children))).toBe(true);
  });
});
