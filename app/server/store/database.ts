import type {
  AnnotationLayerTable,
  AnnotationTable,
  CssTemplatesTable,
  DashboardRolesTable,
  DashboardSlicesTable,
  DashboardsTable,
  DashboardUserTable,
  EmbeddedDashboardsTable,
  FavstarTable,
  SlicesTable,
  SliceUserTable,
  TaggedObjectTable,
  TagTable,
} from './tables/content-tables.js';
import type {
  DbsTable,
  RlsFilterRolesTable,
  RlsFilterTablesTable,
  RowLevelSecurityFiltersTable,
  SqlaTableUserTable,
  SqlMetricsTable,
  TableColumnsTable,
  TablesTable,
} from './tables/dataset-tables.js';
import type {
  ReportExecutionLogTable,
  ReportRecipientTable,
  ReportScheduleTable,
  ReportScheduleUserTable,
} from './tables/report-tables.js';
import type {
  AbPermissionTable,
  AbPermissionViewRoleTable,
  AbPermissionViewTable,
  AbRoleTable,
  AbUserRoleTable,
  AbUserTable,
  AbViewMenuTable,
  UserAttributeTable,
} from './tables/security-tables.js';
import type { QueryTable, SavedQueryTable, TableSchemaTable, TabStateTable } from './tables/sqllab-tables.js';
import type { KeyValueTable, LogsTable } from './tables/system-tables.js';

/**
 * Every table of the metadata store, keyed by its Superset name. Pass to `Kysely<Database>`;
 * use `Selectable<…>`, `Insertable<…>` and `Updateable<…>` of a table interface for row types.
 */
export interface Database {
  ab_user: AbUserTable;
  ab_role: AbRoleTable;
  ab_user_role: AbUserRoleTable;
  ab_permission: AbPermissionTable;
  ab_view_menu: AbViewMenuTable;
  ab_permission_view: AbPermissionViewTable;
  ab_permission_view_role: AbPermissionViewRoleTable;
  user_attribute: UserAttributeTable;

  dbs: DbsTable;
  tables: TablesTable;
  table_columns: TableColumnsTable;
  sql_metrics: SqlMetricsTable;
  sqlatable_user: SqlaTableUserTable;
  row_level_security_filters: RowLevelSecurityFiltersTable;
  rls_filter_roles: RlsFilterRolesTable;
  rls_filter_tables: RlsFilterTablesTable;

  slices: SlicesTable;
  slice_user: SliceUserTable;
  dashboards: DashboardsTable;
  dashboard_slices: DashboardSlicesTable;
  dashboard_user: DashboardUserTable;
  dashboard_roles: DashboardRolesTable;
  embedded_dashboards: EmbeddedDashboardsTable;
  favstar: FavstarTable;
  css_templates: CssTemplatesTable;
  tag: TagTable;
  tagged_object: TaggedObjectTable;
  annotation_layer: AnnotationLayerTable;
  annotation: AnnotationTable;

  saved_query: SavedQueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  query: QueryTable;

  report_schedule: ReportScheduleTable;
  report_recipient: ReportRecipientTable;
  report_execution_log: ReportExecutionLogTable;
  report_schedule_user: ReportScheduleUserTable;

  logs: LogsTable;
  key_value: KeyValueTable;
}

/** The name of a metadata store table. */
export type StoreTableName = keyof Database;
