import { DangerToast, SuccessToast } from '@core/errors';
import type { ReportListRow } from '@plugins/report-kit/report-types';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast, addSuccessToast } from '../../store/toast-actions';
import { useSetAlertReportActiveMutation } from './alert-report-api';

/**
 * The list's active switch: `PUT {active}`, then 'Report updated', or 'We were unable to active
 * or deactivate this report.' with the switch back where it was (the list is not refetched).
 */
export function useToggleActive() {
  const dispatch = useAppDispatch();
  const [setActive] = useSetAlertReportActiveMutation();
  // The state each switch being saved moves to, shown at once rather than after the refetch.
  const [toggling, setToggling] = useState<ReadonlyMap<number, boolean>>(new Map());

  const mark = (id: number, active: boolean | null) =>
    setToggling((current) => {
      const next = new Map(current);
      if (active === null) next.delete(id);
      else next.set(id, active);
      return next;
    });

  const toggle = async (row: ReportListRow, active: boolean) => {
    mark(row.id, active);
    try {
      await setActive({ id: row.id, active }).unwrap();
      dispatch(addSuccessToast(SuccessToast.REPORT_UPDATED));
    } catch {
      dispatch(addDangerToast(DangerToast.TOGGLE_REPORT_FAILED));
    } finally {
      mark(row.id, null);
    }
  };

  return { toggling, toggle: (row: ReportListRow, active: boolean) => void toggle(row, active) };
}
