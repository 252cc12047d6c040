import type { ReportType } from '@plugins/report-kit/report-types';

/** Which list a page shows: Superset's two tabs of Alerts & Reports. */
export type AlertReportKind = ReportType;

/** A choice of the related-user routes (`related/owners`, `related/created_by`). */
export interface RelatedUserChoice {
  value: number;
  text: string;
}
