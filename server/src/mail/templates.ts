import { site } from "@helixmap/common/site";
import type { MailMessage } from "./message";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function actionMail(to: string, subject: string, intro: string, action: string, link: string, note: string) {
  const text = `${intro}\n\n${action}:\n${link}\n\n${note}\n\n${site.companyName}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(note)}<br>${escapeHtml(link)}</p>
<p>${escapeHtml(site.companyName)}</p>
</body></html>`;
  return { to, subject, text, html, links: [link] } satisfies MailMessage;
}

export function confirmationMail(to: string, link: string): MailMessage {
  return actionMail(
    to,
    `Confirm your ${site.companyName} account`,
    `Thank you for registering with ${site.companyName}. Please confirm your e-mail address to activate your account.`,
    "Confirm your e-mail address",
    link,
    "The link works once and expires in 24 hours. If you did not register, ignore this message.",
  );
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return actionMail(
    to,
    `Reset your ${site.companyName} password`,
    "Someone asked to reset the password of your account.",
    "Choose a new password",
    link,
    "The link works once and expires in 1 hour. If you did not ask for it, ignore this message; your password stays as it is.",
  );
}
