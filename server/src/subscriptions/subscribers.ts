import { PRESS_ALERT_CONFIRM_TTL_MS } from "@helixmap/common/constants";
import { CONFIRM_MESSAGES } from "@helixmap/common/errors";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import type { Database } from "../db/client";
import { pressAlertDeliveries, pressAlertSubscribers } from "../db/schema";
import { hashToken, newToken } from "./tokens";

const RESOURCE = "press_alert_subscriber" as const;

/**
 * Records a subscription request and returns the confirmation token to mail,
 * or null when the address is already confirmed (nothing to send). Pending
 * requests whose link has expired are dropped first, so unconfirmed addresses
 * are not kept.
 */
export async function requestSubscription(
  db: Database,
  email: string,
  ip: string | null,
  now = new Date(),
): Promise<string | null> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PRESS_ALERT_CONFIRM_TTL_MS);
  return db.transaction(async (tx) => {
    await tx
      .delete(pressAlertSubscribers)
      .where(and(isNull(pressAlertSubscribers.consentedAt), lt(pressAlertSubscribers.confirmTokenExpiresAt, now)));
    const [existing] = await tx.select().from(pressAlertSubscribers).where(eq(pressAlertSubscribers.email, email));
    if (existing?.consentedAt) return null;
    const values = {
      confirmTokenHash: hashToken(token),
      confirmTokenExpiresAt: expiresAt,
      requestedAt: now,
      requestIp: ip,
    };
    const [row] = await tx
      .insert(pressAlertSubscribers)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: pressAlertSubscribers.email, set: values })
      .returning({ id: pressAlertSubscribers.id });
    await writeAudit(tx, {
      userId: null,
      action: "press_alert_requested",
      resourceType: RESOURCE,
      resourceId: row!.id,
      ip,
    });
    return token;
  });
}

/** Uses a confirmation token once; the consent time is now. */
export async function confirmSubscription(db: Database, token: string, ip: string | null, now = new Date()) {
  const hash = hashToken(token);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pressAlertSubscribers).where(eq(pressAlertSubscribers.confirmTokenHash, hash));
    if (!row) throw new ApiProblem(400, "INVALID_TOKEN", CONFIRM_MESSAGES.invalid);
    if (!row.confirmTokenExpiresAt || row.confirmTokenExpiresAt < now) {
      throw new ApiProblem(400, "TOKEN_EXPIRED", CONFIRM_MESSAGES.expired);
    }
    // The hash in the WHERE makes the link single-use even when two requests race.
    const [used] = await tx
      .update(pressAlertSubscribers)
      .set({ consentedAt: now, consentIp: ip, confirmTokenHash: null, confirmTokenExpiresAt: null })
      .where(and(eq(pressAlertSubscribers.id, row.id), eq(pressAlertSubscribers.confirmTokenHash, hash)))
      .returning({ id: pressAlertSubscribers.id });
    if (!used) throw new ApiProblem(400, "INVALID_TOKEN", CONFIRM_MESSAGES.invalid);
    await writeAudit(tx, {
      userId: null,
      action: "press_alert_confirmed",
      resourceType: RESOURCE,
      resourceId: row.id,
      newValues: { consentedAt: now.toISOString() },
      ip,
    });
  });
}

/**
 * Removes the subscriber whose alert carried this token (each alert has its
 * own; links mailed before that carry the subscriber's one). Only hashes are
 * stored. An unknown token means the subscriber is already gone.
 */
export async function unsubscribe(db: Database, token: string, ip: string | null): Promise<boolean> {
  const hash = hashToken(token);
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pressAlertSubscribers)
      .where(
        or(
          eq(pressAlertSubscribers.unsubscribeTokenHash, hash),
          inArray(
            pressAlertSubscribers.id,
            tx
              .select({ id: pressAlertDeliveries.subscriberId })
              .from(pressAlertDeliveries)
              .where(eq(pressAlertDeliveries.unsubscribeTokenHash, hash)),
          ),
        ),
      )
      .returning({ id: pressAlertSubscribers.id });
    if (!gone) return false;
    await writeAudit(tx, {
      userId: null,
      action: "press_alert_unsubscribed",
      resourceType: RESOURCE,
      resourceId: gone.id,
      ip,
    });
    return true;
  });
}

export async function subscriberSummary(db: Database) {
  const [row] = await db
    .select({ confirmed: count(pressAlertSubscribers.consentedAt), all: count() })
    .from(pressAlertSubscribers);
  const confirmed = Number(row?.confirmed ?? 0);
  return { confirmed, pending: Number(row?.all ?? 0) - confirmed };
}

function csvField(value: string): string {
  // A leading =, +, - or @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Confirmed subscribers as CSV (RFC 4180), the export written to the audit log in the same transaction. */
export async function exportSubscribers(db: Database, actorId: string, ip: string | null): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        email: pressAlertSubscribers.email,
        consentedAt: pressAlertSubscribers.consentedAt,
        consentIp: pressAlertSubscribers.consentIp,
      })
      .from(pressAlertSubscribers)
      .where(isNotNull(pressAlertSubscribers.consentedAt))
      .orderBy(asc(pressAlertSubscribers.consentedAt), asc(pressAlertSubscribers.email));
    await writeAudit(tx, {
      userId: actorId,
      action: "press_alert_subscribers_exported",
      resourceType: RESOURCE,
      resourceId: null,
      newValues: { rows: rows.length },
      ip,
    });
    const lines = [
      "email,consented_at,consent_ip",
      ...rows.map((r) => [r.email, r.consentedAt?.toISOString() ?? "", r.consentIp ?? ""].map(csvField).join(",")),
    ];
    return `${lines.join("\r\n")}\r\n`;
  });
}
