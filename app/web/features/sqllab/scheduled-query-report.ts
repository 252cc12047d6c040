import type { RecipientConfig, ReportPostBody } from '@plugins/report-kit/report-types';

/** What SQL Lab's Schedule dialog asks for. */
export interface ScheduledQueryInput {
  name: string;
  savedQueryId: number;
  crontab: string;
  timezone: string;
  /** Email addresses, already normalised (comma-separated). */
  recipients: RecipientConfig;
}

/** The report a scheduled saved query is: its result as CSV, emailed on the cron (`saved_query` is Tessera's field). */
export function scheduledQueryReport(input: ScheduledQueryInput): ReportPostBody & { saved_query: number } {
  return {
    type: 'Report',
    name: input.name.trim(),
    saved_query: input.savedQueryId,
    report_format: 'CSV',
    crontab: input.crontab.trim(),
    timezone: input.timezone,
    recipients: [{ type: 'Email', recipient_config_json: input.recipients }],
    creation_method: 'alerts_reports',
  };
}
