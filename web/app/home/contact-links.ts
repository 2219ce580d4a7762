import { MAPS_FALLBACK_DELAY_MS } from "@helixmap/common/constants";
import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";

type ContactDetails = RenderedSite["contact"];

export const emailHref = (email: string) => `mailto:${email}`;

/** A dialler link: digits and a leading plus only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The pre-filled meeting request draft, subject and body URL-encoded. */
export function meetingHref(email: string, draft: { subject: string; body: string }): string {
  return `${emailHref(email)}?subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(draft.body)}`;
}

/** The office as a maps search: street, city, region and postal code. */
export function officeAddress(contact: ContactDetails): string {
  return `${contact.street}, ${contact.city}, ${contact.region} ${contact.postalCode}`;
}

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

export function mapsLinks(address: string, userAgent: string): { native: string; web: string } {
  const query = encodeURIComponent(address);
  const apple = /iPhone|iPad|iPod/i.test(userAgent);
  return {
    native: apple ? `maps://?q=${query}` : `geo:0,0?q=${query}`,
    web: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

/**
 * Opens the office in a map. Mobile browsers try the native maps app first
 * and, as that cannot be detected reliably, open the web map after a short
 * delay too; desktops open the web map at once.
 */
export function openMaps(address: string, userAgent = navigator.userAgent): void {
  const links = mapsLinks(address, userAgent);
  const openWeb = () => window.open(links.web, "_blank", "noopener,noreferrer");
  if (!isMobileUserAgent(userAgent)) {
    openWeb();
    return;
  }
  const native = document.createElement("a");
  native.href = links.native;
  document.body.append(native);
  native.click();
  native.remove();
  window.setTimeout(openWeb, MAPS_FALLBACK_DELAY_MS);
}
