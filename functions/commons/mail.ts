import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config, localCredentials } from './config.ts';
import { headerSafe } from './header-safe.ts';
import { traced } from './tracer.ts';

/**
 * A mail service that accepts the connection and never answers must not hold the request (the
 * registration answers after its welcome email) until the Lambda timeout: the SDK has no limit by
 * default. In AWS two tries that give up after 2 s of silence; lenient against the emulator unless
 * SES_TIMEOUT_MS says otherwise (see db.ts).
 */
export const SES_AWS_TIMEOUT_MS = 2000;
export const SES_CLIENT_LIMITS = {
  maxAttempts: 2,
  socketTimeoutMs: config.SES_TIMEOUT_MS ?? (config.SES_ENDPOINT ? 15_000 : SES_AWS_TIMEOUT_MS),
} as const;

/** SES v2 in AWS; the aws-ses-v2-local emulator locally (same call, endpoint override). */
const ses = traced(
  new SESv2Client({
    region: config.AWS_REGION,
    ...(config.SES_ENDPOINT
      ? { endpoint: config.SES_ENDPOINT, credentials: localCredentials }
      : {}),
    maxAttempts: SES_CLIENT_LIMITS.maxAttempts,
    requestHandler: { socketTimeout: SES_CLIENT_LIMITS.socketTimeoutMs },
  }),
);

const MAIL_SENDER_NAME = 'Inversor Listo';

interface MailAttachment {
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
 * them; the emulator stores them too). Every header value passes through headerSafe, whoever built
 * it (ticket subjects, names). Returns the message id; throws when SES refuses or is down —
 * callers that must not fail because of mail catch and log.
 */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: `${MAIL_SENDER_NAME} <${config.MAIL_FROM}>`,
      // In AWS: reputation metrics, bounce and complaint events, suppression (infra Mail).
      ...(config.MAIL_CONFIGURATION_SET
        ? { ConfigurationSetName: config.MAIL_CONFIGURATION_SET }
        : {}),
      Destination: { ToAddresses: [headerSafe(mail.to)] },
      Content: {
        Simple: {
          Subject: { Data: headerSafe(mail.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            Html: { Data: mail.html, Charset: 'UTF-8' },
          },
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((a) => ({
                  FileName: headerSafe(a.fileName),
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
