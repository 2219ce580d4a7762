import { site } from "@helixmap/common/site";
import { APPLICATION_REVIEW_RESPONSE } from "@helixmap/common/trial-application-terms";
import type { MailMessage } from "../mail/message";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function mail(to: string, subject: string, paragraphs: string[], privateRef: string): MailMessage {
  const text = `${paragraphs.join("\n\n")}\n\n${site.companyName}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>${escapeHtml(site.companyName)}</p>
</body></html>`;
  return { to, subject, text, html, links: [], privateRef };
}

/** To the applicant: the reference and what happens next; no health details. */
export function applicationConfirmationMail(a: { id: string; to: string; firstName: string; reference: string }) {
  return mail(
    a.to,
    `Your pre-screening application ${a.reference}`,
    [
      `Dear ${a.firstName},`,
      `Thank you for your clinical trial pre-screening application. We have received it under the reference number ${a.reference}.`,
      `Our clinical research team aims to review it and respond within ${APPLICATION_REVIEW_RESPONSE}. Please quote the reference number when you contact us.`,
      `To withdraw your application or ask us to delete it, write to ${site.contactEmail} with the reference number.`,
    ],
    a.id,
  );
}

/** To the staff address: that an application arrived, with its reference only (no name, contact or health details). */
export function applicationNotificationMail(a: { id: string; to: string; reference: string; receivedAt: Date }) {
  return mail(
    a.to,
    `New pre-screening application ${a.reference}`,
    [
      `A clinical trial pre-screening application arrived at ${a.receivedAt.toISOString()} with the reference ${a.reference}.`,
      "Administrators can open it in the Applications tab of the staff dashboard (/admin/dashboard).",
    ],
    a.id,
  );
}
