/** Shapes of the security roles API (`/api/v1/security/roles/…`), as Superset answers them. */

/** A role as `GET /api/v1/security/roles/search/` lists it: who holds it and what it grants, by id. */
export interface RoleSearchItem {
  id: number;
  name: string;
  user_ids?: number[];
  permission_ids?: number[];
}

/** A permission on a view (`can_read` on `Dashboard`), as the role's permissions list names it. */
export interface RolePermission {
  id: number;
  permission_name: string;
  view_menu_name: string;
}

/** A row of `GET /api/v1/security/permissions-resources/`. */
export interface PermissionViewRow {
  id: number;
  permission: { id?: number; name: string };
  view_menu: { id?: number; name: string };
}
