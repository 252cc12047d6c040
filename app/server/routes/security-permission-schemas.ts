/** JSON Schemas of the read-only permission API (`permissions-resources`, `permissions`, `resources`), after Superset's. */

const named = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

/** A permission or a resource (view menu). */
export const NAMED_RECORD = named;

/** A permission-view pair (Superset's `PermissionViewMenuApi.get`), with both ids for pickers. */
export const PERMISSION_VIEW_RECORD = {
  type: 'object',
  properties: { id: { type: 'integer' }, permission: named, view_menu: named },
} as const;
