import type { JsonValue } from './json-schema.js';

/**
 * One collapsible group of controls in the explore panel.
 *
 * @example
 * ```ts
 * const section: UiSection = { key: 'query', label: 'Query', controls: ['metric', 'groupby'], expanded: true };
 * ```
 */
export interface UiSection {
  key: string;
  label: string;
  /** Property names of the form-data schema, in display order. */
  controls: string[];
  expanded?: boolean;
  description?: string;
}

/**
 * A react-jsonschema-form uiSchema restricted to pure JSON, so a control panel is data that can be
 * stored, diffed and documented. Widgets are referred to by their registered name (`ui:widget`),
 * never by component; `ui:sections` is Tessera's grouping extension.
 *
 * @example
 * ```ts
 * const uiSchema: UiSchema = {
 *   'ui:order': ['metric', 'groupby', '*'],
 *   'ui:sections': [{ key: 'query', label: 'Query', controls: ['metric', 'groupby'] }],
 *   metric: { 'ui:widget': 'MetricSelect' },
 * };
 * ```
 */
export interface UiSchema {
  'ui:widget'?: string;
  'ui:order'?: string[];
  'ui:sections'?: UiSection[];
  [key: string]: JsonValue | UiSchema | UiSection[] | undefined;
}
