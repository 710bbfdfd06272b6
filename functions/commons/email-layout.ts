import { config } from './config.ts';

/**
 * The one look of the product's emails: a heading, paragraphs, an optional button and a footnote,
 * rendered both as HTML (inline styles, table layout, as mail clients need) and as plain text.
 * Every value is escaped: names come from users.
 */
export interface EmailContent {
  /** Hidden preview line shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button (why you got this, what to do if it was not you). */
  footnote?: string[];
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const site = config.SITE_URL;
  const p = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:#13293d">${escapeHtml(line)}</p>`;
  const small = (line: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#4a6073">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#f2b134"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:700;color:#0b2e47;text-decoration:none">${escapeHtml(content.action.label)}</a></td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4a6073">Si el botón no funciona, copia y pega este enlace en tu navegador:<br><a href="${escapeHtml(content.action.url)}" style="color:#0f3d5e;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f6f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f8fb;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #d5dde5">
<tr><td style="background:#0f3d5e;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700">Inversor Listo</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#0b2e47">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${button}
${(content.footnote ?? []).map(small).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f8fb;font-size:12px;line-height:1.5;color:#4a6073">Inversor Listo · Plataforma educativa para inversionistas de bienes raíces · <a href="${escapeHtml(site)}" style="color:#0f3d5e">${escapeHtml(new URL(site).host)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ?? []),
    '',
    '—',
    `Inversor Listo · ${site}`,
  ].join('\n');
  return { html, text };
}
