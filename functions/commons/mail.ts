import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config, localCredentials } from './config.ts';

/** SES v2 in AWS; the aws-ses-v2-local emulator locally (same call, endpoint override). */
const ses = new SESv2Client({
  region: config.AWS_REGION,
  ...(config.SES_ENDPOINT ? { endpoint: config.SES_ENDPOINT, credentials: localCredentials } : {}),
  maxAttempts: 2,
});

export const MAIL_SENDER_NAME = 'Inversor Listo';

export interface MailAttachment {
  fileName: string;
  /** e.g. 'text/calendar; method=REQUEST' or 'application/pdf'. */
  contentType: string;
  content: Uint8Array | string;
}

export interface Mail {
  to: string;
  subject: string;
  /** Plain-text body (always sent, for clients that do not show HTML). */
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * Send one email, HTML and text, UTF-8, with optional attachments (SES v2 Simple content carries
 * them; the emulator stores them too). Returns the message id; throws when SES refuses or is down —
 * callers that must not fail because of mail catch and log.
 */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: `${MAIL_SENDER_NAME} <${config.MAIL_FROM}>`,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            Html: { Data: mail.html, Charset: 'UTF-8' },
          },
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((a) => ({
                  FileName: a.fileName,
                  ContentType: a.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  RawContent:
                    typeof a.content === 'string' ? new TextEncoder().encode(a.content) : a.content,
                })),
              }
            : {}),
        },
      },
    }),
  );
  return result.MessageId;
}
