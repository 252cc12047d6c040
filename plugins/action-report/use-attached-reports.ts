import { DangerToast, SuccessToast, formatMessage } from '@core/plugin-api/index.js';
import { useCallback, useEffect, useState } from 'react';
import { deleteReport, getReport, listReports, setReportActive, type ApiFetch, type ReportListRow, type ReportRecord } from '../report-kit/index.js';
import { subjectFilters, type ReportSubject } from './report-subject.js';

/** A listed report with its full record (recipients, format), once loaded. */
export interface AttachedReport {
  row: ReportListRow;
  record: ReportRecord | null;
}

/** The dialog's list: loading, the reports, or the fetch failed. */
export type AttachedReportsState = { status: 'loading' } | { status: 'loaded'; reports: AttachedReport[] } | { status: 'failed'; message: string };

export type Toast = (kind: 'success' | 'danger', message: string) => void;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The reports attached to a chart or dashboard (made from its menus), with the toggle and delete
 * the list offers; each change says how it went in a toast, in the catalogue's words.
 */
export function useAttachedReports(apiFetch: ApiFetch, subject: ReportSubject, toast: Toast) {
  const [state, setState] = useState<AttachedReportsState>({ status: 'loading' });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((count) => count + 1), []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const page = await listReports(apiFetch, { filters: subjectFilters(subject), order_column: 'name', order_direction: 'asc', page: 0, page_size: 100 });
      const records = await Promise.all(page.result.map((row) => getReport(apiFetch, row.id).catch(() => null)));
      return page.result.map((row, index) => ({ row, record: records[index] ?? null }));
    })().then(
      (reports) => !cancelled && setState({ status: 'loaded', reports }),
      (error: unknown) => {
        if (cancelled) return;
        setState({ status: 'failed', message: messageOf(error) });
        toast('danger', DangerToast.FETCH_DASHBOARD_REPORTS_FAILED);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [apiFetch, subject, toast, generation]);

  const patch = (id: number, change: (report: AttachedReport) => AttachedReport | null) =>
    setState((before) => (before.status === 'loaded' ? { status: 'loaded', reports: before.reports.flatMap((report) => (report.row.id === id ? (change(report) ?? []) : [report])) } : before));

  const toggle = useCallback(
    async (report: AttachedReport, active: boolean) => {
      setBusyId(report.row.id);
      try {
        await setReportActive(apiFetch, report.row.id, active);
        patch(report.row.id, (before) => ({ row: { ...before.row, active }, record: before.record && { ...before.record, active } }));
        toast('success', SuccessToast.REPORT_UPDATED);
      } catch {
        toast('danger', DangerToast.TOGGLE_REPORT_FAILED);
      } finally {
        setBusyId(null);
      }
    },
    [apiFetch, toast],
  );

  const remove = useCallback(
    async (report: AttachedReport): Promise<boolean> => {
      setBusyId(report.row.id);
      try {
        await deleteReport(apiFetch, report.row.id);
        patch(report.row.id, () => null);
        toast('success', formatMessage(SuccessToast.DELETED, [report.row.name]));
        return true;
      } catch {
        toast('danger', DangerToast.DELETE_REPORT_FAILED);
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [apiFetch, toast],
  );

  return { state, busyId, reload, toggle, remove };
}
