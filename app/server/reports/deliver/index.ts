/** Delivery of rendered reports: SMTP mail (nodemailer) and webhooks, with retries and dry run. */
export { createReportNotifier, type DeliveryLogger, type ReportNotifierOptions } from './create-report-notifier.js';
export { buildWebhookPayload, type WebhookPayload, type WebhookFile } from './webhook-payload.js';
