/**
 * JSON Schema of a dashboard's `json_metadata` (Superset's `DashboardJSONMetadataSchema`): the
 * known keys are typed, unknown keys are kept, so metadata written by newer clients still saves.
 */

const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
const idList = { type: 'array', items: { type: 'integer' } } as const;

export const DASHBOARD_METADATA_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  properties: {
    native_filter_configuration: { type: 'array', items: { type: 'object' } },
    chart_configuration: { type: 'object' },
    global_chart_configuration: { type: 'object' },
    cross_filters_enabled: { type: 'boolean' },
    filter_bar_orientation: { enum: ['VERTICAL', 'HORIZONTAL'] },
    refresh_frequency: { type: 'number', minimum: 0 },
    stagger_refresh: { type: 'boolean' },
    stagger_time: { type: 'number', minimum: 0 },
    timed_refresh_immune_slices: idList,
    expanded_slices: { type: 'object', additionalProperties: { type: 'boolean' } },
    color_scheme: { type: ['string', 'null'] },
    color_namespace: { type: ['string', 'null'] },
    color_scheme_domain: { type: 'array', items: { type: 'string' } },
    label_colors: stringMap,
    shared_label_colors: { anyOf: [{ type: 'array', items: { type: 'string' } }, stringMap] },
    map_label_colors: stringMap,
    default_filters: { type: 'string' },
    filter_scopes: { type: 'object' },
    positions: { type: ['object', 'null'] },
    show_native_filters: { type: 'boolean' },
  },
} as const;
