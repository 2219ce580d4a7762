/** Shell geometry and timings (spec: staff-area-and-shell §9, public-site §9). */
export const NAV_HEIGHT_PX = 80;
export const ANCHOR_OFFSET_PX = 80;
export const SCROLLED_THRESHOLD_PX = 50;
export const SCROLL_TOP_BUTTON_THRESHOLD_PX = 300;
export const ANCHOR_SCROLL_DELAY_MS = 100;
export const CROSS_PAGE_ANCHOR_DELAY_MS = 500;
export const MAPS_FALLBACK_DELAY_MS = 500;
export const LOGIN_REDIRECT_MS = 1000;
export const CONFIRM_REDIRECT_MS = 3000;

/** Account and API limits shared by the browser checks and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const AUDIT_LOG_LIMIT = 50;
/** Content list pages: the default and largest page sizes, and the preview's length in characters. */
export const CONTENT_PAGE_SIZE_DEFAULT = 50;
export const CONTENT_PAGE_SIZE_MAX = 100;
export const CONTENT_PREVIEW_LENGTH = 280;

/**
 * A readable, non-secret cookie holding only the signed-in person's display
 * name, so public pages can greet them without calling the API; the session
 * itself stays in an httpOnly cookie.
 */
export const DISPLAY_NAME_COOKIE = "hm_display_name";

/** Press-release alerts: how long a confirmation link works, and the honeypot field's name in the form. */
export const PRESS_ALERT_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
export const PRESS_ALERT_HONEYPOT_FIELD = "website";
