/**
 * Shared pieces of the alerts & reports UI (not a plugin: no plugin.json, discovery passes over
 * it): the API's types and calls, the cron editor with its description, the time zone picker and
 * the recipients field. Used by `action-report` and by the Alerts & Reports pages.
 */
export type * from './report-types.js';
export { ReportApiError, reportApiErrorOf, type ReportFieldErrors } from './report-api-error.js';
export { createReport, deleteReport, deleteReports, getReport, listReportLogs, listReports, risonQuery, setReportActive, updateReport, type ApiFetch } from './report-calls.js';
export { describeCron, expandCron, type CronDescription } from './cron-description.js';
export { CRON_PRESET_LABELS, DEFAULT_REPORT_CRON, WEEKDAYS, cronOf, presetOf, switchPreset, type CronPreset, type CronPresetKind } from './cron-presets.js';
export { CronEditor, type CronEditorProps } from './CronEditor.js';
export { TimezoneSelect, type TimezoneSelectProps } from './TimezoneSelect.js';
export { browserTimezone, timezoneNames, utcOffsetLabel } from './timezones.js';
export { RecipientsField, type RecipientsFieldProps } from './RecipientsField.js';
export { isEmailAddress, normaliseRecipients, parseAddresses, recipientConfigOf, recipientErrors, type ParsedAddresses, type RecipientErrors } from './recipients.js';
export { dashboardTabsOf, type DashboardTabChoice } from './dashboard-tabs.js';
