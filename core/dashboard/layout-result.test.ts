import { describe, expect, it } from 'vitest';
import { createEmptyLayout } from './empty-layout.js';
import { LayoutMessage } from './layout-messages.js';
import { layoutEdit, layoutRefusal } from './layout-result.js';

describe('layout results', () => {
  it('carries the layout of an applied edit, and the new component when there is one', () => {
    const layout = createEmptyLayout();
    expect(layoutEdit(layout)).toEqual({ ok: true, layout });
    expect(layoutEdit(layout, 'ROW-1')).toEqual({ ok: true, layout, componentId: 'ROW-1' });
  });

  it('carries the catalogue message of a refusal, filled in', () => {
    expect(layoutRefusal('NESTED_TAB_MOVE')).toEqual({ ok: false, error: 'NESTED_TAB_MOVE', message: 'Can not move top level tab into nested tabs' });
    expect(layoutRefusal('INVALID_META_VALUE', 'background')).toEqual({ ok: false, error: 'INVALID_META_VALUE', message: 'Invalid value for background.' });
  });
});

describe('LayoutMessage', () => {
  it('holds the product texts of spec §5 and §8', () => {
    expect(LayoutMessage.INSUFFICIENT_SPACE).toBe('There is not enough space for this component. Try decreasing its width, or increasing the destination width.');
    expect(LayoutMessage.NESTED_TAB_MOVE).toBe('Can not move top level tab into nested tabs');
    expect(LayoutMessage.UNDO_SLOTS_USED).toMatch(/^You have used all %\(historyLength\)s undo slots/);
    expect(Object.isFrozen(LayoutMessage)).toBe(true);
  });
});
