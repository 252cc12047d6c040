import { Ajv, type ErrorObject } from 'ajv';
import { compileOnFirstUse } from '../http/compile-on-first-use.js';
import { HttpError } from '../http/http-error.js';
import { DASHBOARD_METADATA_SCHEMA } from './dashboard-metadata-schema.js';

/** The fields `POST` and `PUT /api/v1/dashboard/` share (Superset's dashboard schema). */
interface DashboardFieldsInput {
  dashboard_title?: string | null;
  slug?: string | null;
  owners?: number[];
  roles?: number[];
  /** The layout, a JSON object as text (component id → component). */
  position_json?: string | null;
  css?: string | null;
  /** The dashboard's metadata, a JSON object as text; its `positions`, when present, is the layout. */
  json_metadata?: string | null;
  published?: boolean | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
}

/** The body of `POST /api/v1/dashboard/`. */
export type DashboardCreateInput = DashboardFieldsInput;

/**
 * The body of `PUT /api/v1/dashboard/{pk}`: only the fields sent change. `changed_on` or
 * `last_modified_time` names the version the save was based on (see `edit-version`).
 */
export type DashboardUpdateInput = DashboardFieldsInput & { changed_on?: string | null; last_modified_time?: number | null };

/** The body of `POST /api/v1/dashboard/{id_or_slug}/copy/`. */
export interface DashboardCopyInput {
  dashboard_title?: string | null;
  css?: string | null;
  json_metadata: string;
  /** Copy the dashboard's charts too, and point the copy's layout at the new charts. */
  duplicate_slices?: boolean;
}

/** The body of `PUT /api/v1/dashboard/{pk}/colors`: the colour fields of the metadata to replace. */
export interface DashboardColorsInput {
  color_namespace?: string | null;
  color_scheme?: string | null;
  color_scheme_domain?: string[];
  label_colors?: Record<string, string>;
  /** Labels whose colours the charts share; an object (its keys) is Superset's older form. */
  shared_label_colors?: string[] | Record<string, string>;
  map_label_colors?: Record<string, string>;
}

/** The body of `PUT /api/v1/dashboard/{pk}/filters`: native filters changed, removed and reordered. */
export interface DashboardFiltersInput {
  modified?: Record<string, unknown>[];
  deleted?: string[];
  reordered?: string[];
}

/** What a dashboard permalink keeps: the state of the dashboard page when it was shared. */
export interface DashboardPermalinkState {
  /** `[name, value]` pairs of the page's URL parameters. */
  urlParams?: [string, string | null][] | null;
  /** Native filter and cross-filter state, by filter or chart id. */
  dataMask?: Record<string, unknown> | null;
  activeTabs?: string[] | null;
  /** The layout component to scroll to. */
  anchor?: string | null;
}

/** spec §5: the title a dashboard saved without one gets. */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** The title to store: the one given, or {@link UNTITLED_DASHBOARD} when it is empty or blank. */
export function dashboardTitleOf(title: string | null | undefined): string {
  return title && title.trim() !== '' ? title : UNTITLED_DASHBOARD;
}

/**
 * The slug to store (Superset's rule): trimmed, each run of spaces becomes a dash, anything but
 * letters, digits, `_` and `-` is dropped; nothing left means no slug (null).
 */
export function normalizeSlug(slug: string | null | undefined): string | null {
  if (!slug) return null;
  const cleaned = slug.trim().replace(/\s+/g, '-').replace(/[^\p{L}\p{N}_-]+/gu, '');
  return cleaned === '' ? null : cleaned;
}

/**
 * The certification pair to store: details without a certifier mean nothing, so they are
 * cleared (spec §5), and an empty certifier is no certifier.
 */
export function certificationOf(certifiedBy: string | null | undefined, details: string | null | undefined) {
  const by = certifiedBy && certifiedBy.trim() !== '' ? certifiedBy : null;
  return { certified_by: by, certification_details: by && details ? details : null };
}

/** The JSON fields of a dashboard write, parsed. `undefined` when the field was not sent. */
export interface ParsedDashboardJson {
  /** The metadata as it is stored: the object sent without `positions`. */
  metadata: Record<string, unknown> | null | undefined;
  /** The layout to store: `position_json`, else the metadata's `positions`. */
  layout: Record<string, unknown> | null | undefined;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validateMetadata = compileOnFirstUse(ajv, DASHBOARD_METADATA_SCHEMA);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function describeIssue(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path ? `${path}: ${error.message ?? 'is invalid'}` : (error.message ?? 'is invalid');
}

/** Parses one JSON-object field, adding Superset's field messages to `problems` when it is not one. */
function parseObjectField(field: string, text: string, problems: Record<string, string[]>): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    problems[field] = ['JSON not valid'];
    return undefined;
  }
  if (!isObject(value)) {
    problems[field] = ['Must be a JSON object'];
    return undefined;
  }
  return value;
}

/**
 * Reads `json_metadata` and `position_json` of a dashboard write: each must be a JSON object
 * (an empty text or null means none), and the metadata must match the dashboard metadata schema;
 * 400 `{"message": {"json_metadata": ["JSON not valid"]}}` otherwise. A `positions` object inside
 * the metadata is the layout, as Superset's dashboard page saves it; `position_json`, when sent
 * too, wins.
 */
export function parseDashboardJson(input: { json_metadata?: string | null; position_json?: string | null }): ParsedDashboardJson {
  const problems: Record<string, string[]> = {};
  let metadata: Record<string, unknown> | null | undefined = input.json_metadata === undefined ? undefined : null;
  let layout: Record<string, unknown> | null | undefined = input.position_json === undefined ? undefined : null;
  if (input.json_metadata) {
    const parsed = parseObjectField('json_metadata', input.json_metadata, problems);
    if (parsed && !validateMetadata(parsed)) problems['json_metadata'] = (validateMetadata.errors ?? []).map(describeIssue);
    else if (parsed) {
      const { positions, ...rest } = parsed;
      metadata = rest;
      if (isObject(positions) && input.position_json === undefined) layout = positions;
    }
  }
  if (input.position_json) {
    const parsed = parseObjectField('position_json', input.position_json, problems);
    if (parsed) layout = parsed;
  }
  if (Object.keys(problems).length > 0) throw HttpError.badRequest(problems);
  return { metadata, layout };
}

/** A stored JSON object, or an empty object when there is none or it is not one. */
export function storedObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}
