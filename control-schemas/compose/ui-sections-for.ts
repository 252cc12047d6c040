import type { UiSection } from '@core/plugin-api/ui-schema.js';
import type { ControlDefinition } from '../control-definition.js';
import { CORE_CONTROL_SECTIONS } from '../sections.js';

/**
 * The `ui:sections` of a control panel: the core sections in display order, each listing the
 * given controls that belong to it in the order given; sections without controls are left out.
 * The web kernel lays them out again from the section registry (`withControlSections`), which
 * may add sections; these labels serve a panel drawn without the kernel.
 *
 * @example
 * ```ts
 * uiSectionsFor([CONTROLS.metric, CONTROLS.color_scheme]);
 * // [{ key: 'query', label: 'Query', controls: ['metric'], expanded: true, … }, { key: 'customize', … }]
 * ```
 */
export function uiSectionsFor(controls: readonly Pick<ControlDefinition, 'name' | 'section'>[]): UiSection[] {
  return CORE_CONTROL_SECTIONS.flatMap((section) => {
    const names = controls.filter((control) => control.section === section.key).map((control) => control.name);
    if (names.length === 0) return [];
    return [{ key: section.key, label: section.label, description: section.description, expanded: section.expanded, controls: names }];
  });
}
