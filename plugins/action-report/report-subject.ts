import type { MenuActionContext } from '@core/plugin-api/index.js';
import type { ReportCreationMethod, ReportFormat, ReportListFilter } from '../report-kit/index.js';

/** What a menu's reports are about: a saved chart (explore or a dashboard's chart) or a dashboard. */
export interface ReportSubject {
  kind: 'chart' | 'dashboard';
  id: number;
  title: string;
  creationMethod: ReportCreationMethod;
}

/** The formats a report on a chart can send; a dashboard sends a picture or a PDF. */
export const CHART_FORMATS: readonly ReportFormat[] = ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'];
export const DASHBOARD_FORMATS: readonly ReportFormat[] = ['PNG', 'PDF'];

/** Each format's name in the form. */
export const FORMAT_LABELS: Readonly<Record<ReportFormat, string>> = {
  PNG: 'Image (PNG) embedded in email',
  PDF: 'PDF attached in email',
  CSV: 'Formatted CSV attached in email',
  XLSX: 'Excel (XLSX) attached in email',
  TEXT: 'Text embedded in email',
};

/**
 * The subject of the menu a context describes: its chart in chart menus (when saved), its
 * dashboard in the header menu; null when there is nothing saved to report on.
 */
export function reportSubjectOf(context: MenuActionContext): ReportSubject | null {
  if (context.placement === 'dashboard-header') {
    const dashboard = context.dashboard;
    if (!dashboard || !Number.isInteger(dashboard.id) || dashboard.id <= 0) return null;
    return { kind: 'dashboard', id: dashboard.id, title: dashboard.title || `Dashboard ${dashboard.id}`, creationMethod: 'dashboards' };
  }
  const chart = context.chart;
  if (!chart || chart.id === undefined || !Number.isInteger(chart.id) || chart.id <= 0) return null;
  return { kind: 'chart', id: chart.id, title: chart.sliceName || `Chart ${chart.id}`, creationMethod: 'charts' };
}

/** The list filters for the schedules made from this subject's menus, as Superset's menu lists them. */
export function subjectFilters(subject: ReportSubject): ReportListFilter[] {
  return [
    { col: subject.kind === 'chart' ? 'chart_id' : 'dashboard_id', opr: 'eq', value: subject.id },
    { col: 'creation_method', opr: 'eq', value: subject.creationMethod },
  ];
}

/** The formats offered for the subject. */
export function formatsFor(subject: ReportSubject): readonly ReportFormat[] {
  return subject.kind === 'chart' ? CHART_FORMATS : DASHBOARD_FORMATS;
}
