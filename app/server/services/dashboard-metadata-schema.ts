/**
 * JSON Schema of a dashboard's `json_metadata` (Superset's `DashboardJSONMetadataSchema`): the
 * known keys are typed, unknown keys are kept, so metadata written by newer clients still saves.
 */
import { CACHE_TIMEOUT_MAX } from '../http/bounded-fields.js';

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
    /** Seconds between refreshes, at most a year. */
    refresh_frequency: { type: 'number', minimum: 0, maximum: CACHE_TIMEOUT_MAX },
    stagger_refresh: { type: 'boolean' },
    /** Milliseconds, at most a day. */
    stagger_time: { type: 'number', minimum: 0, maximum: 86_400_000 },
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
    /** The version a save was based on, as Superset's dashboard save sends it; never stored. */
    last_modified_time: { type: 'number', minimum: 0 },
  },
} as const;
