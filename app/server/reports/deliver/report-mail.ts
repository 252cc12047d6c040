import type { SendMailOptions } from 'nodemailer';
import type { ReportSettings } from '../../config/tessera-config.js';
import { ReportType, type ReportContent, type ReportToRun } from '../report-model.js';
import type { EmailAddresses } from './email-addresses.js';
import { renderMailHtml, renderMailText, type ReportMailBody } from './report-mail-html.js';

/** `${EMAIL_REPORTS_SUBJECT_PREFIX}${report name}: ${chart or dashboard name}`, on one line. */
export function reportMailSubject(prefix: string, report: Pick<ReportToRun, 'name'>, content: Pick<ReportContent, 'title'>): string {
  return `${prefix}${report.name}: ${content.title}`.replace(/[\r\n]+/g, ' ');
}

/** The line an alert mail shows above the content, e.g. `Alert value: 42 (condition: > 10)`. */
export function alertLineOf(report: Pick<ReportToRun, 'type' | 'validator_type' | 'validator_config_json'>, content: Pick<ReportContent, 'alertValue'>): string | null {
  if (report.type !== ReportType.ALERT || content.alertValue === undefined || content.alertValue === null) return null;
  const { op, threshold } = report.validator_config_json;
  const condition = report.validator_type === 'operator' && op !== undefined && threshold !== undefined ? ` (condition: ${op} ${threshold})` : '';
  return `Alert value: ${content.alertValue}${condition}`;
}

/** Content-ID of the n-th inline image (unique within a mail). */
export function imageCid(report: Pick<ReportToRun, 'id'>, index: number): string {
  return `report-${report.id}-image-${index + 1}@tessera`;
}

/** Everything in a mail but its recipients, built once for all Email recipients of a run. */
export function composeReportMailContent(report: ReportToRun, content: ReportContent, settings: Pick<ReportSettings, 'smtpMailFrom' | 'subjectPrefix'>): SendMailOptions {
  const images = content.images.map((image, index) => ({ image, cid: imageCid(report, index) }));
  const body: ReportMailBody = {
    title: content.title,
    description: content.description,
    alertLine: alertLineOf(report, content),
    images: images.map(({ cid }, index) => ({ cid, alt: images.length > 1 ? `${content.title} (${index + 1})` : content.title })),
    tableHtml: content.html,
    attachmentNames: content.attachments.map((a) => a.filename),
    url: content.url,
  };
  return {
    from: settings.smtpMailFrom,
    subject: reportMailSubject(settings.subjectPrefix, report, content),
    html: renderMailHtml(body),
    text: renderMailText(body),
    attachments: [
      ...images.map(({ image, cid }) => ({ filename: image.filename, content: image.data, contentType: 'image/png', cid, contentDisposition: 'inline' as const })),
      ...content.attachments.map((file) => ({ filename: file.filename, content: file.data, contentType: file.contentType })),
    ],
  };
}

/** The mail for one Email recipient: the shared content plus its To, Cc and Bcc. */
export function addressReportMail(mail: SendMailOptions, addresses: EmailAddresses): SendMailOptions {
  return {
    ...mail,
    to: addresses.to,
    ...(addresses.cc.length > 0 ? { cc: addresses.cc } : {}),
    ...(addresses.bcc.length > 0 ? { bcc: addresses.bcc } : {}),
  };
}
