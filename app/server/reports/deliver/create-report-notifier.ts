import type { SendMailOptions } from 'nodemailer';
import type { ReportSettings } from '../../config/tessera-config.js';
import { ReportDeliveryError, type ReportContent, type ReportNotifier, type ReportToRun } from '../report-model.js';
import { createEmailChannel } from './email-channel.js';
import { deliveryFailureMessage, planRecipientDelivery, type FailedDelivery } from './recipient-delivery.js';
import { composeReportMailContent } from './report-mail.js';
import { deliverWithRetries, type RetryPolicy } from './retry-delivery.js';
import { buildWebhookPayload, type WebhookPayload } from './webhook-payload.js';

/** Where delivery reports what it did (the server's logger fits). */
export interface DeliveryLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface ReportNotifierOptions {
  logger?: DeliveryLogger;
  /** How long a webhook may take to answer one attempt, default 30 s. */
  webhookTimeoutMs?: number;
}

const SILENT: DeliveryLogger = { info: () => undefined, warn: () => undefined };

function memo<T>(build: () => T): () => T {
  let value: { built: T } | null = null;
  return () => (value ??= { built: build() }).built;
}

/**
 * Delivers rendered reports to their recipients: mails through one pooled SMTP transporter
 * (Superset's `SMTP_*` settings) and JSON POSTs to webhooks. Each recipient is tried
 * `notificationMaxTries` times with exponential backoff from `notificationRetryDelayMs`; every
 * recipient gets its chance, then `send` throws `ReportDeliveryError` naming each failed one and
 * the server's answer. With `notificationDryRun`, it logs what it would send and sends nothing.
 *
 * @example
 * const notifier = createReportNotifier(config.reports, { logger: app.log });
 * await notifier.send(report, await renderer.render(report, executor, signal), signal);
 */
export function createReportNotifier(settings: ReportSettings, options: ReportNotifierOptions = {}): ReportNotifier {
  const logger = options.logger ?? SILENT;
  const email = createEmailChannel(settings);
  const policy: RetryPolicy = { tries: settings.notificationMaxTries, delayMs: settings.notificationRetryDelayMs };
  const webhookTimeoutMs = options.webhookTimeoutMs ?? 30_000;

  return {
    async send(report: ReportToRun, content: ReportContent, signal: AbortSignal): Promise<void> {
      const name = `report "${report.name}" (${report.id})`;
      // Built once per run, on first use, and shared by every recipient.
      const context = {
        email,
        mail: memo<SendMailOptions>(() => composeReportMailContent(report, content, settings)),
        webhookPayload: memo<WebhookPayload>(() => buildWebhookPayload(report, content)),
        webhookTimeoutMs,
      };
      const deliveries = report.recipients.map((recipient) => planRecipientDelivery(recipient, context));
      if (deliveries.length === 0) {
        logger.warn(`${name} has no recipients: nothing sent`);
        return;
      }
      if (settings.notificationDryRun) {
        for (const delivery of deliveries) logger.info(`dry run: ${name} would be sent to ${delivery.label}`);
        return;
      }
      const outcomes = await Promise.all(
        deliveries.map((delivery) =>
          deliverWithRetries(delivery.attempt, policy, signal, (error, attempt) =>
            logger.warn(`${name}: attempt ${attempt} to ${delivery.label} failed: ${error.answer}`),
          ),
        ),
      );
      const failures: FailedDelivery[] = [];
      outcomes.forEach((outcome, index) => {
        if (!outcome.ok) failures.push({ label: deliveries[index]!.label, outcome });
      });
      const sent = deliveries.filter((_, index) => outcomes[index]!.ok).map((d) => d.label);
      if (sent.length > 0) logger.info(`${name} sent to ${sent.join('; ')}`);
      if (failures.length > 0) throw new ReportDeliveryError(deliveryFailureMessage(failures, deliveries.length));
    },
    close: () => email.close(),
  };
}
