import { type LayoutMap, toPositionJson } from '@core/dashboard/index.js';
import type { DashboardMetadata } from '../dashboard-types';

/** The properties a dashboard save sends besides its layout and metadata. */
export interface DashboardProperties {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles: number[];
  certified_by: string | null;
  certification_details: string | null;
  css: string;
}

/** The body of `PUT /api/v1/dashboard/{id}` for a full save. */
export interface DashboardSaveBody {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles?: number[];
  certified_by: string | null;
  certification_details: string | null;
  css: string;
  json_metadata: string;
}

/** The metadata stored with a save: the metadata with the layout as `positions` and the refresh period. */
export function metadataForSave(metadata: DashboardMetadata, layout: LayoutMap, refreshFrequency: number): Record<string, unknown> {
  const { positions: _stale, ...rest } = metadata;
  return { ...rest, refresh_frequency: refreshFrequency, positions: toPositionJson(layout) };
}

/**
 * The overwrite body, as Superset's dashboard save sends it: the properties (owners and roles as
 * ids, roles only with the role-based access flag; an empty slug as null; certification details
 * only with a certifier) and `json_metadata` holding the layout as `positions`.
 */
export function dashboardSaveBody(input: {
  properties: DashboardProperties;
  metadata: DashboardMetadata;
  layout: LayoutMap;
  refreshFrequency: number;
  rbac: boolean;
}): DashboardSaveBody {
  const { properties } = input;
  const slug = properties.slug?.trim() ? properties.slug.trim() : null;
  const certifiedBy = properties.certified_by?.trim() ? properties.certified_by.trim() : null;
  const body: DashboardSaveBody = {
    dashboard_title: properties.dashboard_title,
    slug,
    owners: [...properties.owners],
    certified_by: certifiedBy,
    certification_details: certifiedBy ? (properties.certification_details ?? null) : null,
    css: properties.css,
    json_metadata: JSON.stringify(metadataForSave(input.metadata, input.layout, input.refreshFrequency)),
  };
  if (input.rbac) body.roles = [...properties.roles];
  return body;
}

/**
 * The save body naming the version it was based on, as Superset's dashboard save sends it:
 * `last_modified_time` in the metadata. The server answers 409 when the dashboard changed since;
 * the body without it is the confirmed overwrite.
 */
export function withLastModifiedTime(body: DashboardSaveBody, lastModifiedTime: number | undefined): DashboardSaveBody {
  if (lastModifiedTime === undefined) return body;
  return { ...body, json_metadata: JSON.stringify({ ...parseObject(body.json_metadata), last_modified_time: lastModifiedTime }) };
}

/** The body of `POST /api/v1/dashboard/{id}/copy/`. */
export function dashboardCopyBody(input: {
  title: string;
  css: string;
  duplicateSlices: boolean;
  metadata: DashboardMetadata;
  layout: LayoutMap;
  refreshFrequency: number;
}): { dashboard_title: string; css: string; duplicate_slices: boolean; json_metadata: string } {
  return {
    dashboard_title: input.title,
    css: input.css,
    duplicate_slices: input.duplicateSlices,
    json_metadata: JSON.stringify(metadataForSave(input.metadata, input.layout, input.refreshFrequency)),
  };
}

/** One value a save would overwrite, as the diff confirmation shows it. */
export interface OverwriteItem {
  keyPath: 'css' | 'json_metadata.filter_scopes';
  oldValue: string;
  newValue: string;
}

function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const pretty = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * What an overwrite would change among the values the diff confirmation inspects (Superset's:
 * the CSS and the metadata's filter scopes), comparing the stored dashboard with the body to save.
 * Empty when nothing inspected differs.
 */
export function overwriteItems(
  stored: { css?: string | null; json_metadata?: string | null },
  next: { css?: string | null; json_metadata?: string | null },
): OverwriteItem[] {
  const items: OverwriteItem[] = [];
  const oldCss = stored.css ?? '';
  const newCss = next.css ?? '';
  if (oldCss !== newCss) items.push({ keyPath: 'css', oldValue: oldCss, newValue: newCss });
  const oldScopes = pretty(parseObject(stored.json_metadata)['filter_scopes']);
  const newScopes = pretty(parseObject(next.json_metadata)['filter_scopes']);
  if (oldScopes !== newScopes) items.push({ keyPath: 'json_metadata.filter_scopes', oldValue: oldScopes, newValue: newScopes });
  return items;
}

/**
 * Reads `json_metadata` for editing: a JSON object without `positions` (the layout is edited on the
 * page, not as text). Null when the text is not a JSON object.
 */
export function parseMetadataText(text: string | null | undefined): DashboardMetadata | null {
  if (text === null || text === undefined || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const { positions: _layout, ...rest } = value as Record<string, unknown>;
    return rest as DashboardMetadata;
  } catch {
    return null;
  }
}
