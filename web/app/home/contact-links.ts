import { MAPS_FALLBACK_DELAY_MS } from "@helixmap/common/constants";
import { formatAddress, site } from "@helixmap/common/site";
import { meetingRequest } from "../copy/home/contact";

export const emailHref = `mailto:${site.contactEmail}`;

/** A dialler link: digits and a leading plus only. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, "")}`;

/** The pre-filled meeting request draft, subject and body URL-encoded. */
export const meetingHref = `mailto:${site.contactEmail}?subject=${encodeURIComponent(meetingRequest.subject)}&body=${encodeURIComponent(meetingRequest.body)}`;

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

export function mapsLinks(userAgent: string): { native: string; web: string } {
  const query = encodeURIComponent(formatAddress());
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
export function openMaps(userAgent = navigator.userAgent): void {
  const links = mapsLinks(userAgent);
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
