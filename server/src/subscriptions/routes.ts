import { pressAlertSubscribeSchema, pressAlertTokenSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { tooManyRequests } from "../api/too-many-requests";
import { readBody } from "../api/validate";
import { hitLimit } from "../auth/rate-limit";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { pressAlertConfirmationMail } from "./alert-mails";
import {
  confirmSubscription,
  exportSubscribers,
  requestSubscription,
  subscriberSummary,
  unsubscribe,
} from "./subscribers";

const OK = { ok: true } as const;
const P = API_PATHS.pressAlerts;

/** Throws the 429 problem when `key` has been used `max` times within the window. */
async function limit(s: Services, key: string, max: number, windowMs: number): Promise<void> {
  const refused = await hitLimit(s.counters, key, max, windowMs);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds);
}

/** The per-IP limit on the public subscription routes, the form posted without JavaScript included. */
export function limitPressAlertRequests(s: Services, c: Context): Promise<void> {
  return limit(s, `press-alerts-ip:${clientIp(c) ?? "unknown"}`, s.limits.perIpMax, s.limits.perIpWindowMs);
}

/**
 * Mails a confirmation link to a validated address. It does alike for new,
 * pending and confirmed addresses and for robots (the honeypot `website`
 * filled in), so its outcome reveals nobody.
 */
export async function requestAlerts(
  s: Services,
  c: Context,
  { email, website }: { email: string; website?: string },
): Promise<void> {
  if (website) return;
  await limit(s, `press-alert-mail:${email}`, 1, s.limits.mailPerAddressWindowMs);
  const token = await requestSubscription(s.db, email, clientIp(c));
  if (!token) return;
  // Links in mail always name the configured origin, never the request's Host header.
  const origin = new URL(s.env.SITE_ORIGIN).origin;
  // Not awaited: waiting for the mail server would make new addresses answer slower than subscribers.
  s.mailer
    .send(pressAlertConfirmationMail(email, origin, token))
    .catch((err: unknown) =>
      s.log.warn({ code: (err as { code?: unknown }).code }, "press-alert confirmation mail failed"),
    );
}

/** The public subscription routes (limited like the auth forms) and the administrators' count and export. */
export function pressAlertRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  for (const path of [P.subscribe, P.confirm, P.unsubscribe, `${P.unsubscribe}/:token`]) {
    app.use(path, async (c, next) => {
      await limitPressAlertRequests(s, c);
      return next();
    });
  }

  app.post(P.subscribe, async (c) => {
    await requestAlerts(s, c, await readBody(c, pressAlertSubscribeSchema));
    return c.json(OK, 202);
  });

  app.post(P.confirm, async (c) => {
    const { token } = await readBody(c, pressAlertTokenSchema);
    await confirmSubscription(s.db, token, clientIp(c));
    return c.json(OK);
  });

  app.post(P.unsubscribe, async (c) => {
    const { token } = await readBody(c, pressAlertTokenSchema);
    await unsubscribe(s.db, token, clientIp(c));
    return c.json(OK);
  });

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form; only the token matters.
  app.post(`${P.unsubscribe}/:token`, async (c) => {
    const token = c.req.param("token");
    if (token.length > 256)
      throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { token: "Too long" });
    await unsubscribe(s.db, token, clientIp(c));
    return c.json(OK);
  });

  app.use(P.subscribers, requireRole("administrator"));
  app.use(P.subscribersExport, requireRole("administrator"));

  app.get(P.subscribers, async (c) => c.json(await subscriberSummary(s.db)));

  app.get(P.subscribersExport, async (c) => {
    const csv = await exportSubscribers(s.db, callerOf(c).profile.id, clientIp(c));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="press-alert-subscribers.csv"');
    c.header("Cache-Control", "no-store");
    return c.body(csv);
  });

  return app;
}
