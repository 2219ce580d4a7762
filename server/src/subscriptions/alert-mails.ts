import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESS_ALERT_PATHS } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import type { MailMessage } from "../mail/message";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function link(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set("token", token);
  return url.toString();
}

export function pressAlertConfirmationMail(to: string, origin: string, token: string): MailMessage {
  const confirm = link(origin, PRESS_ALERT_PATHS.confirm, token);
  const intro = `Someone, hopefully you, asked to receive ${site.companyName} press releases by e-mail at this address.`;
  const note =
    "The link works once and expires in 24 hours. If you did not ask for alerts, ignore this message and nothing will be sent.";
  return {
    to,
    subject: `Confirm your ${site.companyName} press-release alerts`,
    text: `${intro}\n\nConfirm your subscription:\n${confirm}\n\n${note}\n\n${site.companyName}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(confirm)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">Confirm your subscription</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(note)}<br>${escapeHtml(confirm)}</p>
<p>${escapeHtml(site.companyName)}</p>
</body></html>`,
    links: [confirm],
  };
}

export interface AlertRelease {
  title: string;
  summary: string;
  /** Absolute address of the release on the public site. */
  url: string;
}

/**
 * One alert. The body's link opens a page that unsubscribes in one click; the
 * headers let mail clients do it themselves (RFC 2369 and RFC 8058).
 */
export function pressReleaseAlertMail(
  to: string,
  origin: string,
  unsubscribeToken: string,
  release: AlertRelease,
): MailMessage {
  const unsubscribe = link(origin, PRESS_ALERT_PATHS.unsubscribe, unsubscribeToken);
  const oneClick = new URL(API_PATHS.pressAlerts.oneClickUnsubscribe(unsubscribeToken), origin).toString();
  const footer = `You receive this because you confirmed press-release alerts from ${site.companyName}. Unsubscribe in one click: ${unsubscribe}`;
  return {
    to,
    subject: `${site.companyName} press release: ${release.title}`,
    text: `${release.title}\n\n${release.summary}\n\nRead the release:\n${release.url}\n\n${footer}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(release.title)}</h1>
<p>${escapeHtml(release.summary)}</p>
<p><a href="${escapeHtml(release.url)}">Read the release</a></p>
<p style="font-size:13px;color:#6b7280">You receive this because you confirmed press-release alerts from ${escapeHtml(site.companyName)}. <a href="${escapeHtml(unsubscribe)}">Unsubscribe in one click</a>.</p>
</body></html>`,
    links: [release.url, unsubscribe],
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
