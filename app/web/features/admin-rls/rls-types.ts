/** Shapes of the row level security API (`/api/v1/rowlevelsecurity/…`), as Superset answers them. */

/** Regular: applies to the listed roles. Base: applies to everyone except the listed roles. */
export type RlsFilterType = 'Regular' | 'Base';

/** A rule as the list and the edit dialog read it. */
export interface RlsRule {
  id: number;
  name: string;
  description?: string | null;
  filter_type: RlsFilterType;
  tables: { id: number; table_name: string; schema?: string | null }[];
  roles: { id: number; name: string }[];
  group_key?: string | null;
  clause: string;
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
  changed_by_name?: string | null;
}

/** `POST /api/v1/rowlevelsecurity/` and `PUT /{pk}`: tables and roles as ids. */
export interface RlsRulePayload {
  name: string;
  description: string | null;
  filter_type: RlsFilterType;
  tables: number[];
  roles: number[];
  group_key: string | null;
  clause: string;
}
