import type { ControlSectionContribution } from '../plugin-api/control-section-contribution.js';
import type { JsonSchema } from '../plugin-api/json-schema.js';

/**
 * The object schema of a control section's own fields, as the section registry compiles it (and
 * the build precompiles it for the browser), or `undefined` for a section without fields.
 */
export function sectionFieldsSchema(section: Pick<ControlSectionContribution, 'schema'>): JsonSchema | undefined {
  if (!section.schema || Object.keys(section.schema).length === 0) return undefined;
  return { type: 'object', properties: { ...section.schema } as Record<string, JsonSchema> };
}
