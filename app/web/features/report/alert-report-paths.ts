import type { ReportType } from '@plugins/report-kit/report-types';
import { ROUTE_PATHS } from '../../routing/route-paths';

/** The list page of a kind: `/alert/list/` or `/report/list/`. */
export const alertReportListHref = (type: ReportType): string => (type === 'Alert' ? ROUTE_PATHS.alertList : ROUTE_PATHS.reportList);

/** A schedule's execution log page: `/alert/{id}/log/` or `/report/{id}/log/`, as Superset's. */
export const executionLogHref = ({ id, type }: { id: number; type: ReportType }): string =>
  (type === 'Alert' ? ROUTE_PATHS.alertLog : ROUTE_PATHS.reportLog).replace(':reportId', String(id));
