import nodemailer, { type SendMailOptions, type SMTPPoolOptions, type SMTPPoolSentMessageInfo, type Transporter } from 'nodemailer';
import type { ReportSettings } from '../../config/tessera-config.js';
import { DeliveryAttemptError, smtpAttemptError } from './delivery-attempt-error.js';
import { smtpTransportOptions } from './smtp-transport-options.js';

/** Sends report mails over one pooled SMTP transporter, opened on the first mail. */
export interface EmailChannel {
  /** Sends one mail; throws `DeliveryAttemptError` with the SMTP server's answer. */
  send(mail: SendMailOptions, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export function createEmailChannel(settings: ReportSettings): EmailChannel {
  let transporter: Transporter<SMTPPoolSentMessageInfo, SMTPPoolOptions> | null = null;
  return {
    async send(mail, signal) {
      transporter ??= nodemailer.createTransport(smtpTransportOptions(settings));
      let info: SMTPPoolSentMessageInfo;
      try {
        info = await transporter.sendMail({ ...mail, signal });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw smtpAttemptError(error);
      }
      // The server took the mail for some addresses: sending again would duplicate it for them,
      // so the refusal of the others is final.
      if (info.rejected.length > 0) {
        throw new DeliveryAttemptError(`SMTP server refused ${info.rejected.join(', ')}`, true);
      }
    },
    async close() {
      transporter?.close();
      transporter = null;
    },
  };
}
