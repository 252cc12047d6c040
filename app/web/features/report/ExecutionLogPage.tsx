import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReportType } from '@plugins/report-kit/report-types';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { initialListViewState, listQueryProps, ListView, useRequestErrorMessage } from '../../components/list-view';
import { Page } from '../../components/Page';
import { useGetAlertReportQuery, useGetExecutionLogQuery } from './alert-report-api';
import { alertReportListHref } from './alert-report-paths';
import { EXECUTION_LOG_COLUMNS } from './execution-log-columns';

/** A path whose id is not a number names no schedule. */
const NOT_FOUND = { status: 404, data: { message: 'Not found' } };

/** `/alert/{id}/log/` and `/report/{id}/log/`: a schedule's runs, newest first, with their state, timing, value and error. */
export function ExecutionLogPage() {
  const reportId = Number(useParams().reportId);
  const kind: ReportType = useLocation().pathname.startsWith('/report/') ? 'Report' : 'Alert';
  const valid = Number.isInteger(reportId) && reportId > 0;
  const [state, setState] = useState(() => initialListViewState(null));
  const report = useGetAlertReportQuery(reportId, { skip: !valid });
  const log = useGetExecutionLogQuery({ reportId, page: state.page, pageSize: state.pageSize }, { skip: !valid || report.isError, pollingInterval: 30_000 });
  const reportError = useRequestErrorMessage(valid ? report.error : NOT_FOUND);
  const type = report.data?.type ?? kind;
  const backTo = alertReportListHref(type);

  return (
    <Page
      title={report.data ? report.data.name : 'Execution log'}
      subtitle={report.data ? `Execution log of this ${report.data.type.toLowerCase()}: each run, newest first.` : undefined}
      actions={
        <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
          {type === 'Report' ? 'All reports' : 'All alerts'}
        </Button>
      }
    >
      {reportError ? (
        <Alert severity="error" role="alert">
          {reportError}
        </Alert>
      ) : (
        <ListView
          ariaLabel="Execution log"
          noun="runs"
          columns={EXECUTION_LOG_COLUMNS}
          {...listQueryProps(log)}
          getRowId={(row) => row.id}
          state={state}
          onStateChange={setState}
          emptyState={<EmptyState icon={<HistoryIcon />} title="No runs yet" description="Each time the schedule comes due, its run shows here with its state." />}
        />
      )}
    </Page>
  );
}
