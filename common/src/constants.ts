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
/**
 * Every list the API answers is paged: these are the default and the largest
 * page sizes (content, users, audit log, versions). The audit log opens on its
 * latest AUDIT_LOG_LIMIT entries, the spec's view.
 */
export const LIST_PAGE_SIZE_DEFAULT = 50;
export const LIST_PAGE_SIZE_MAX = 100;
export const AUDIT_LOG_LIMIT = 50;
/** Search text in list filters, in characters. */
export const LIST_SEARCH_MAX_LENGTH = 200;
/** An audit log CSV export holds at most this many entries, newest first; narrower filters select the rest. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;
/** The export reads its entries from the database this many at a time, so memory stays flat however many it sends. */
export const AUDIT_EXPORT_BATCH_ROWS = 1_000;
/**
 * Audit entries keep at most this many characters of any one text value they
 * record; a longer one is stored as its start, its full length and a mark
 * (`ShortenedValue`), so a page of entries stays small whatever the content's
 * length. The full text of content lives in its versions.
 */
export const AUDIT_VALUE_MAX_LENGTH = 500;
/** The content list's preview of each body, in characters. */
export const CONTENT_PREVIEW_LENGTH = 280;

/**
 * A readable, non-secret cookie holding only the signed-in person's display
 * name, so public pages can greet them without calling the API; the session
 * itself stays in an httpOnly cookie.
 */
export const DISPLAY_NAME_COOKIE = "hm_display_name";

/** Trial pre-screening applications (see common/src/trial-applications.ts). */
export const APPLICATION_AGE_MIN = 18;
export const APPLICATION_AGE_MAX = 100;
/** Longest free text (previous treatments, medical history, internal note), in characters. */
export const APPLICATION_TEXT_MAX = 5000;
/** The application route's own body limit, below the API's general one. */
export const APPLICATION_MAX_BODY_BYTES = 32 * 1024;
export const APPLICATION_LIST_PAGE_SIZE = 25;
export const APPLICATION_EXPORT_MAX = 500;
/** Default per-IP limit (APPLICATION_LIMIT_PER_HOUR) and retention (APPLICATION_RETENTION_DAYS). */
export const APPLICATION_PER_IP_PER_HOUR_DEFAULT = 10;
export const APPLICATION_RETENTION_DAYS_DEFAULT = 365;
/** How often the server deletes applications past their retention period (also once at start-up). */
export const APPLICATION_RETENTION_SWEEP_MS = 60 * 60_000;
/** Publishing: how long a burst of content edits waits before one auto-deploy, and how often instances check the live generation. */
export const AUTO_DEPLOY_DEBOUNCE_MS = 5_000;
export const LIVE_GENERATION_POLL_MS = 2_000;
/** How often each instance looks for due publish and unpublish times (also once at start-up), so they run within a minute. */
export const SCHEDULE_CHECK_MS = 20_000;
/** A running deploy refreshes its heartbeat this often; one silent for the stale time was interrupted (its server stopped). */
export const DEPLOY_HEARTBEAT_MS = 5_000;
export const DEPLOY_STALE_AFTER_MS = 60_000;
export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;
/** Generations kept on disk for rollback unless GENERATIONS_KEPT says otherwise. */
export const GENERATIONS_KEPT_DEFAULT = 10;
/** Press-release alerts: how long a confirmation link works, and the honeypot field's name in the form. */
export const PRESS_ALERT_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
export const PRESS_ALERT_HONEYPOT_FIELD = "website";

/**
 * How long typing must pause before the staff forms' live preview is rendered again. With the server's
 * render (tens of milliseconds) the preview follows the text within the 500 ms issue 25 asks for, without a
 * request per key.
 */
export const LIVE_PREVIEW_DEBOUNCE_MS = 250;

/**
 * Presence (who has an item or page open for editing): the form sends a heartbeat this often, and a
 * heartbeat older than the expiry no longer counts, so a closed tab's notice goes by itself.
 */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_EXPIRES_MS = 45_000;
/** Deleted items stay in the Trash this many days (TRASH_RETENTION_DAYS) before the retention sweep purges them. */
export const TRASH_RETENTION_DAYS_DEFAULT = 30;

/** A research document's summary (and its preview on the home page) carries only its opening lines (spec: public-site §9). */
export const SUMMARY_PREVIEW_LINES = 20;
