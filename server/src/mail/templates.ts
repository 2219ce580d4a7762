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

/** To the owner of a confirmed address someone registered again: nothing changed, and no token to misuse. */
export function registrationAttemptMail(to: string, signInLink: string, forgotPasswordLink: string): MailMessage {
  const intro = `Someone tried to register a new ${site.companyName} account with this e-mail address. You already have an account, and nothing about it has changed.`;
  const note = `If it was you, sign in; if you have forgotten your password, choose a new one at ${forgotPasswordLink}. If it was not you, you need not do anything.`;
  return {
    ...actionMail(
      to,
      `Someone tried to register with your ${site.companyName} address`,
      intro,
      "Sign in",
      signInLink,
      note,
    ),
    links: [signInLink, forgotPasswordLink],
  };
}

/**
 * To an address that is not confirmed yet, with a reset link: choosing the
 * password proves the mailbox, so it also confirms the address. Sent when the
 * address was registered more than once (nobody can tell whose password is
 * stored) and when its holder asks for a reset.
 */
export function choosePasswordMail(to: string, link: string): MailMessage {
  return actionMail(
    to,
    `Choose the password of your ${site.companyName} account`,
    `An account with this e-mail address is waiting for confirmation. To confirm it, choose its password with the link below; whatever password was typed when it was registered is replaced. Confirmation links mailed before this one no longer work if the address was registered more than once.`,
    "Choose your password",
    link,
    "The link works once and expires in 1 hour. If you did not register, ignore this message: nobody can use the account without this link.",
  );
}
