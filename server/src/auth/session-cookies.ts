import { DISPLAY_NAME_COOKIE } from "@helixmap/common/constants";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { ProfileRow } from "../api/serialize";
import { SESSION_TTL_SECONDS } from "./auth";

/** Secure over https, and always in production (behind a TLS-terminating proxy the socket is plain http). */
export function isSecureRequest(c: Context, production: boolean): boolean {
  return production || new URL(c.req.url).protocol === "https:";
}

/** Passes better-auth's Set-Cookie headers (session cookie) on to the response. */
export function forwardAuthCookies(c: Context, headers: Headers, secure: boolean): void {
  for (const cookie of headers.getSetCookie()) {
    const value = secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie;
    c.header("Set-Cookie", value, { append: true });
  }
}

export function setDisplayNameCookie(c: Context, profile: ProfileRow, secure: boolean): void {
  // Hono encodes the value (encodeURIComponent), which session-hint.ts decodes.
  setCookie(c, DISPLAY_NAME_COOKIE, profile.fullName || profile.email, {
    path: "/",
    sameSite: "Lax",
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearDisplayNameCookie(c: Context, secure: boolean): void {
  deleteCookie(c, DISPLAY_NAME_COOKIE, { path: "/", secure, sameSite: "Lax" });
}
