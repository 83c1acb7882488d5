import type { MailMessage } from './mail-message.ts';

/** What a template says; the layout turns it into the branded HTML and the plain-text part. */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The secret the reader must copy, shown large and plainly. */
  highlight?: { label: string; value: string };
  notes?: string[];
  action?: { label: string; url: string };
};

const BRAND = 'ServiHogar';
// The web app's brand (apps/web/src/index.css): brand-700 for actions, brand-50/200 for the token box.
const COLOR = '#c2410c';
const TINT = '#fff7ed';
const TINT_BORDER = '#fed7aa';
const INK = '#1c1917';
/** The house mark, as PNG: mail clients do not show SVG. Served from the web app's public folder. */
export const MAIL_LOGO_PATH = '/mail-logo.png';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(c: MailContent, publicUrl: string): string {
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const highlight = c.highlight
    ? `<p style="margin:0 0 8px;color:#555">${escapeHtml(c.highlight.label)}:</p>
<p style="margin:0 0 16px;padding:12px 16px;background:${TINT};border:1px solid ${TINT_BORDER};border-radius:8px;font:700 22px/1.4 monospace;letter-spacing:2px;word-break:break-all">${escapeHtml(c.highlight.value)}</p>`
    : '';
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:${COLOR};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>`
    : '';
  const notes = (c.notes ?? []).map(
    (n) => `<p style="margin:0 0 8px;color:#666;font-size:14px">${escapeHtml(n)}</p>`,
  );
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:10px;overflow:hidden">
<tr><td style="border-top:4px solid ${COLOR};padding:20px 24px;font-size:24px;font-weight:700;color:${INK}"><img src="${escapeHtml(publicUrl)}${MAIL_LOGO_PATH}" width="40" height="40" alt="" style="vertical-align:middle;border:0;margin-right:10px">Servi<span style="color:${COLOR}">Hogar</span></td></tr>
<tr><td style="padding:24px">
${p(c.greeting)}${c.paragraphs.map(p).join('')}${highlight}${action}${notes.join('')}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8f9fa;color:#777;font-size:12px">${BRAND} · Tucumán, Argentina · <a href="${escapeHtml(publicUrl)}" style="color:#9a3412">${escapeHtml(publicUrl)}</a><br>Este es un correo automático; no lo respondas.</td></tr>
</table></td></tr></table></body></html>`;
}

function text(c: MailContent, publicUrl: string): string {
  const lines = [c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.highlight) lines.push(`${c.highlight.label}: ${c.highlight.value}`, '');
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  lines.push(...(c.notes ?? []), '', '--', `${BRAND} · Tucumán, Argentina · ${publicUrl}`);
  lines.push('Este es un correo automático; no lo respondas.');
  return `${lines.join('\n')}\n`;
}

/** The one ServiHogar layout every mail goes through. */
export function renderMail(to: string, content: MailContent, publicUrl: string): MailMessage {
  return { to, subject: content.subject, html: html(content, publicUrl), text: text(content, publicUrl) };
}

/** Who a mail greets: its address and first name. */
export type Recipient = { email: string; nombre: string };

/** A mail to `to` that opens with "Hola {nombre}:". */
export const greetedMail = (to: Recipient, publicUrl: string, content: Omit<MailContent, 'greeting'>) =>
  renderMail(to.email, { ...content, greeting: `Hola ${to.nombre}:` }, publicUrl);
