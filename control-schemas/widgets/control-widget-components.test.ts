import { describe, expect, it } from 'vitest';
import { CONTROL_WIDGETS } from '../control-widgets.js';
import { BASIC_WIDGETS, CONTROL_WIDGET_COMPONENTS } from './index.js';

describe('CONTROL_WIDGET_COMPONENTS', () => {
  it('has a component for every widget name a uiSchema may use', () => {
    const missing = CONTROL_WIDGETS.filter((name) => typeof CONTROL_WIDGET_COMPONENTS[name] !== 'function' && typeof CONTROL_WIDGET_COMPONENTS[name] !== 'object');
    expect(missing).toEqual([]);
  });

  it('registers nothing under a name CONTROL_WIDGETS does not know', () => {
    const known = new Set<string>(CONTROL_WIDGETS);
    expect(Object.keys(CONTROL_WIDGET_COMPONENTS).filter((name) => !known.has(name))).toEqual([]);
  });

  it('keeps every basic widget: no picker is registered under a basic widget’s name', () => {
    for (const [name, component] of Object.entries(BASIC_WIDGETS)) {
      expect(CONTROL_WIDGET_COMPONENTS[name as keyof typeof CONTROL_WIDGET_COMPONENTS]).toBe(component);
    }
  });
});
