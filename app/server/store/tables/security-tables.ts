import type { AuditColumns, Flag, IdColumn, Timestamp } from '../column-types.js';

/** Flask-AppBuilder's security tables, as Superset names them. */

export interface AbUserTable extends AuditColumns {
  id: IdColumn;
  first_name: string;
  last_name: string;
  username: string;
  /** scrypt hash; null for users who only sign in through an external provider. */
  password: string | null;
  active: Flag;
  email: string;
  last_login: Timestamp;
  login_count: number | null;
  fail_login_count: number | null;
}

export interface AbRoleTable {
  id: IdColumn;
  name: string;
}

export interface AbUserRoleTable {
  id: IdColumn;
  user_id: number;
  role_id: number;
}

export interface AbPermissionTable {
  id: IdColumn;
  name: string;
}

export interface AbViewMenuTable {
  id: IdColumn;
  name: string;
}

export interface AbPermissionViewTable {
  id: IdColumn;
  permission_id: number;
  view_menu_id: number;
}

export interface AbPermissionViewRoleTable {
  id: IdColumn;
  permission_view_id: number;
  role_id: number;
}

/** Per-user preferences (welcome dashboard, avatar). */
export interface UserAttributeTable extends AuditColumns {
  id: IdColumn;
  user_id: number;
  welcome_dashboard_id: number | null;
  avatar_url: string | null;
}
