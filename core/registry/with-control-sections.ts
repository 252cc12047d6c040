import type { JsonSchema } from '../plugin-api/json-schema.js';
import type { UiSchema, UiSection } from '../plugin-api/ui-schema.js';
import type { ControlSectionDescriptor, ControlSectionRegistry } from './create-control-section-registry.js';
import { VizRegistry, pendingDescriptor, type VizDescriptor } from './create-viz-registry.js';
import { deepFreeze } from './deep-freeze.js';
import type { Report } from './descriptor-fields.js';
import { ProblemList } from './problem-list.js';
import { schemaPropertyNames } from './schema-property-names.js';

const isSection = (value: unknown): value is UiSection =>
  typeof value === 'object' && value !== null && typeof (value as UiSection).key === 'string' && Array.isArray((value as UiSection).controls);

/** The `ui:sections` of a viz: the registry's sections in their order, then any of the viz's own. */
function layoutSections(vizSections: readonly UiSection[], sections: readonly ControlSectionDescriptor[], names: ReadonlySet<string>): UiSection[] {
  const claimed = new Set<string>();
  const claim = (controls: readonly string[]) =>
    controls.filter((name) => {
      if (!names.has(name) || claimed.has(name)) return false;
      claimed.add(name);
      return true;
    });
  // Controls a section names explicitly win over the viz's placement of the same control.
  const explicit = new Map(sections.map((section) => [section.key, claim(section.controls)]));
  const known = new Set(sections.map((section) => section.key));
  const fromViz = (key: string) => vizSections.find((section) => section.key === key)?.controls ?? [];
  const laid: UiSection[] = sections.map((section) => ({
    key: section.key,
    label: section.label,
    ...(section.description ? { description: section.description } : {}),
    expanded: section.expanded,
    controls: [...(explicit.get(section.key) ?? []), ...claim(fromViz(section.key))],
  }));
  for (const section of vizSections) {
    if (!known.has(section.key)) laid.push({ ...section, controls: claim(section.controls) });
  }
  return laid.filter((section) => section.controls.length > 0);
}

function composeViz(viz: VizDescriptor, sections: readonly ControlSectionDescriptor[], report: Report): VizDescriptor {
  const own = schemaPropertyNames(viz.formDataSchema);
  const properties: Record<string, JsonSchema> = { ...viz.formDataSchema.properties };
  const uiSchema: UiSchema = { ...viz.uiSchema };
  const defaults: Record<string, unknown> = { ...viz.defaults };
  const added: string[] = [];
  for (const section of sections) {
    for (const [name, fragment] of Object.entries(section.schema ?? {})) {
      if (own.has(name) || added.includes(name)) {
        report(`section '${section.key}' adds the field '${name}', which viz type '${viz.key}' already has`);
        continue;
      }
      added.push(name);
      properties[name] = structuredClone(fragment as JsonSchema);
      const fieldUi = section.uiSchema?.[name];
      if (fieldUi) uiSchema[name] = structuredClone(fieldUi as UiSchema);
      if (name in section.defaults) defaults[name] = structuredClone(section.defaults[name]);
    }
  }
  const order = viz.uiSchema['ui:order'];
  if (Array.isArray(order) && added.length > 0) {
    const star = order.indexOf('*');
    uiSchema['ui:order'] = star < 0 ? [...order, ...added] : [...order.slice(0, star), ...added, ...order.slice(star)];
  }
  const vizSections = (viz.uiSchema['ui:sections'] ?? []).filter(isSection);
  uiSchema['ui:sections'] = layoutSections(vizSections, sections, new Set([...own, ...added]));
  return Object.freeze({
    ...viz,
    formDataSchema: deepFreeze({ ...viz.formDataSchema, properties }),
    uiSchema: deepFreeze(uiSchema),
    defaults: deepFreeze(defaults),
  });
}

/**
 * The viz types as the control panel shows them: each viz's panel laid out in the sections the
 * registry gives it (their labels, order and whether they start open), with the fields of those
 * sections added to its form-data schema, uiSchema and defaults. Both registries were validated
 * on their own, so joining them only has to refuse a section field that a viz already has.
 *
 * @throws {RegistryValidationError} naming every clash.
 *
 * @example
 * ```ts
 * const vizTypes = withControlSections(createVizRegistry(vizContributions, options), createControlSectionRegistry(sections, options));
 * vizTypes.require('pie').uiSchema['ui:sections']; // [{ key: 'query', label: 'Query', … }, …]
 * ```
 */
export function withControlSections(vizTypes: VizRegistry, sections: ControlSectionRegistry): VizRegistry {
  const problems = new ProblemList('control section');
  const entries: Array<[string, VizDescriptor]> = [];
  const loaders = new Map<string, () => Promise<VizDescriptor>>();
  for (const viz of vizTypes.list()) {
    if (vizTypes.isLoaded(viz.key)) {
      entries.push([viz.key, composeViz(viz, sections.sectionsFor(viz.key), problems.reporterFor(viz, viz.key))]);
      continue;
    }
    // A viz type that loads later is laid out when it loads; a pending entry of its own stands in until then.
    entries.push([viz.key, pendingDescriptor(viz)]);
    loaders.set(viz.key, async () => {
      const loaded = await vizTypes.load(viz.key);
      const loadProblems = new ProblemList('control section');
      const composed = composeViz(loaded, sections.sectionsFor(viz.key), loadProblems.reporterFor(loaded, viz.key));
      loadProblems.throwIfAny();
      return composed;
    });
  }
  problems.throwIfAny();
  return new VizRegistry(entries, loaders);
}
