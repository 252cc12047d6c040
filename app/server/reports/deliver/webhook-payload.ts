import type { ReportContent, ReportToRun } from '../report-model.js';

/** One file of a webhook payload (images and attachments alike), base64-encoded. */
export interface WebhookFile {
  filename: string;
  content_type: string;
  base64: string;
}

/** The JSON body a Webhook recipient receives. */
export interface WebhookPayload {
  name: string;
  type: ReportToRun['type'];
  title: string;
  url: string;
  description: string | null;
  format: ReportToRun['report_format'];
  alert_value?: number;
  /** A TEXT report's table as HTML. */
  text?: string;
  files: WebhookFile[];
}

/** The webhook body for a rendered report (pure: the same input gives the same JSON). */
export function buildWebhookPayload(report: ReportToRun, content: ReportContent): WebhookPayload {
  const files: WebhookFile[] = [
    ...content.images.map((image) => ({ filename: image.filename, content_type: 'image/png', base64: image.data.toString('base64') })),
    ...content.attachments.map((file) => ({ filename: file.filename, content_type: file.contentType, base64: file.data.toString('base64') })),
  ];
  return {
    name: report.name,
    type: report.type,
    title: content.title,
    url: content.url,
    description: content.description,
    format: report.report_format,
    ...(typeof content.alertValue === 'number' ? { alert_value: content.alertValue } : {}),
    ...(content.html ? { text: content.html } : {}),
    files,
  };
}
