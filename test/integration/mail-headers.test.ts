/**
 * Header-safe emails: whatever reaches a Subject or another header goes through one place,
 * sendMail, which turns control characters and line separators into spaces, so no value a member
 * typed (a name, a subject) can start a header of its own.
 */
import { describe, expect, it } from 'vitest';
import { headerSafe } from '../../functions/commons/header-safe.ts';
import { sendMail } from '../../functions/commons/mail.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { waitForEmail } from '../support/mail.ts';

describe('header-safe emails', () => {
  it('headerSafe turns CR, LF, other controls and line separators into single spaces', () => {
    expect(headerSafe('Ayuda\r\nBcc: evil@x.example')).toBe('Ayuda Bcc: evil@x.example');
    expect(headerSafe('a\u0000b\u0007c\td\u0085e\u2028f\u2029g')).toBe('a b c d e f g');
    expect(headerSafe('  Hola   María  ')).toBe('Hola María');
    expect(headerSafe('Año 2026: ¿qué sigue? — ñandú')).toBe('Año 2026: ¿qué sigue? — ñandú');
  });

  it('sendMail strips them from the Subject the mail service receives', async () => {
    const to = `cabeceras.${Date.now()}@example.com`;
    await sendMail({
      to,
      subject: 'Hola Ana\r\nBcc: evil@x.example\nX-Extra: 1',
      text: 'cuerpo',
      html: '<p>cuerpo</p>',
    });
    const mail = await waitForEmail(TEST_SES_URL, to);
    expect(mail.subject).toBe('Hola Ana Bcc: evil@x.example X-Extra: 1');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.destination.bcc ?? []).toEqual([]);
  });
});
