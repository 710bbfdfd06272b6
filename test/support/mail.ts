/**
 * Read what the SES emulator (aws-ses-v2-local) received: GET <ses>/store answers
 * { emails: [{ messageId, from, destination: { to, cc, bcc }, subject, body: { html, text },
 * attachments, at }] }. Used by integration tests (TEST_SES_URL) and end-to-end tests (E2E_SES_URL).
 */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
  /** Epoch seconds. */
  at: number;
}

export async function storedEmails(sesUrl: string): Promise<StoredEmail[]> {
  const res = await fetch(`${sesUrl}/store`);
  if (!res.ok) throw new Error(`SES emulator answered ${res.status}`);
  const store = (await res.json()) as { emails: StoredEmail[] };
  return store.emails;
}

/** Emails addressed to `to` (the emulator keeps "Name <address>" or a bare address). */
export async function emailsTo(sesUrl: string, to: string): Promise<StoredEmail[]> {
  const address = to.toLowerCase();
  return (await storedEmails(sesUrl)).filter((email) =>
    email.destination.to.some((t) => t.toLowerCase().includes(address)),
  );
}

/** Wait (bounded) until an email to `to` whose subject matches arrives; returns the newest. */
export async function waitForEmail(
  sesUrl: string,
  to: string,
  options: { subject?: RegExp; count?: number; timeoutMs?: number } = {},
): Promise<StoredEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const count = options.count ?? 1;
  for (;;) {
    const matching = (await emailsTo(sesUrl, to)).filter(
      (email) => !options.subject || options.subject.test(email.subject),
    );
    if (matching.length >= count) return matching[matching.length - 1]!;
    if (Date.now() > deadline) {
      throw new Error(`No email${options.subject ? ` matching ${options.subject}` : ''} to ${to}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in an email's text body that starts with `prefix` (e.g. the reset link). */
export function linkIn(email: StoredEmail, prefix: string): string {
  const text = email.body.text ?? '';
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S*`).exec(text);
  if (!match) throw new Error(`No link starting with ${prefix} in "${email.subject}"`);
  return match[0];
}
