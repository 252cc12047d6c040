/** Shapes of the security users API (`/api/v1/security/users/…`), as Superset answers them. */

/** A user as the list and the edit dialog read them. Password hashes never leave the server. */
export interface SecurityUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: { id: number; name: string }[];
  created_on?: string | null;
  changed_on?: string | null;
  last_login?: string | null;
  login_count?: number | null;
  fail_login_count?: number | null;
}

/** `POST /api/v1/security/users/` (and, any part of it, `PUT /{pk}`): roles as ids. */
export interface SecurityUserPayload {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: number[];
  password?: string;
}
