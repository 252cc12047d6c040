import type { SendMailOptions } from 'nodemailer';
import { RecipientType, type ReportRecipient } from '../report-model.js';
import { DeliveryAttemptError } from './delivery-attempt-error.js';
import { emailAddressesOf } from './email-addresses.js';
import type { EmailChannel } from './email-channel.js';
import { addressReportMail } from './report-mail.js';
import type { DeliveryOutcome } from './retry-delivery.js';
import { postWebhook, webhookLabel } from './webhook-channel.js';
import type { WebhookPayload } from './webhook-payload.js';

/** One recipient of a run: how logs name it and one attempt at delivering to it. */
export interface RecipientDelivery {
  label: string;
  attempt(signal: AbortSignal): Promise<void>;
}

/** What every recipient of one run shares; the mail and the payload are built on first use. */
export interface DeliveryContext {
  email: EmailChannel;
  mail: () => SendMailOptions;
  webhookPayload: () => WebhookPayload;
  webhookTimeoutMs: number;
}

/** Plans the delivery to one recipient; a recipient that can never work fails on its first attempt. */
export function planRecipientDelivery(recipient: ReportRecipient, context: DeliveryContext): RecipientDelivery {
  const config = recipient.recipient_config_json;
  if (recipient.type === RecipientType.EMAIL) {
    const addresses = emailAddressesOf(config);
    const all = [...addresses.to, ...addresses.cc, ...addresses.bcc];
    return {
      label: `Email ${all.join(', ') || '(no address)'}`,
      async attempt(signal) {
        if (all.length === 0) throw new DeliveryAttemptError('no email address given', true);
        await context.email.send(addressReportMail(context.mail(), addresses), signal);
      },
    };
  }
  if (recipient.type === RecipientType.WEBHOOK) {
    return {
      label: `Webhook ${webhookLabel(config.target)}`,
      attempt: (signal) => postWebhook(config.target, context.webhookPayload(), signal, context.webhookTimeoutMs),
    };
  }
  return {
    label: `${String(recipient.type)} recipient`,
    attempt: () => Promise.reject(new DeliveryAttemptError(`unsupported recipient type "${String(recipient.type)}"`, true)),
  };
}

/** A recipient whose every attempt failed. */
export interface FailedDelivery {
  label: string;
  outcome: Extract<DeliveryOutcome, { ok: false }>;
}

function describe({ label, outcome }: FailedDelivery): string {
  const attempts = outcome.attempts === 1 ? '1 attempt' : `${outcome.attempts} attempts`;
  return `${label} (${attempts}): ${outcome.error.answer}`;
}

/** The execution log's message for a run whose delivery failed: each recipient and the server's answer. */
export function deliveryFailureMessage(failures: FailedDelivery[], recipientCount: number): string {
  if (failures.length === 1 && recipientCount === 1) return `Report delivery failed for ${describe(failures[0]!)}`;
  return `Report delivery failed for ${failures.length} of ${recipientCount} recipients: ${failures.map(describe).join('; ')}`;
}
