import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { APPLICATION_LIST_PAGE_SIZE } from "@helixmap/common/constants";
import { REFERENCE_PATTERN } from "@helixmap/common/trial-application-terms";
import {
  type ApplicationListResponse,
  applicationExportSchema,
  applicationListQuerySchema,
  applicationPatchSchema,
} from "@helixmap/common/trial-applications";
import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { writeAudit } from "../audit/write-audit";
import { trialApplications } from "../db/schema";
import { clientIp } from "../http/client-ip";
import { deleteOutboxCopies } from "../mail/outbox-copies";
import type { Services } from "../services";
import { applicationsCsv } from "./applications-csv";
import { emailIndex } from "./field-cipher";
import { openFields, sealFields, toDetail, toSummary } from "./sealed-record";

const ITEM = API_PATHS.trialApplication(":id");
const first = alias(trialApplications, "first_application");
/** Each row with the reference of the application it repeats (see storeApplication). */
const linked = { row: trialApplications, repeatOfReference: first.reference };
const notFound = () => new ApiProblem(404, "NOT_FOUND", "No application with this id");

/**
 * Search matches a whole reference or a whole e-mail address: the address is
 * looked up by its blind index under every configured key, since the stored
 * addresses are sealed and cannot be compared as text.
 */
function searchCondition(s: Services, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const reference = q.toUpperCase();
  if (REFERENCE_PATTERN.test(reference)) return eq(trialApplications.reference, reference);
  if (/^[^\s@]+@[^\s@]+$/.test(q)) {
    return inArray(
      trialApplications.emailIndex,
      s.keys.all.map((k) => emailIndex(k, q)),
    );
  }
  throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", {
    q: "Search for a whole reference (HM-XXXX-XXXX) or a whole e-mail address",
  });
}

/** The administrators' Applications tab: every route here is administrator-only and audited where it shows or changes data. */
export function applicationStaffRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const admin = requireRole("administrator");

  app.get(API_PATHS.trialApplications, admin, async (c) => {
    const { page, q } = parseOrThrow(applicationListQuerySchema, c.req.query());
    const where = searchCondition(s, q);
    const [rows, [total]] = await Promise.all([
      s.db
        .select(linked)
        .from(trialApplications)
        .leftJoin(first, eq(trialApplications.repeatOf, first.id))
        .where(where)
        .orderBy(desc(trialApplications.createdAt), desc(trialApplications.id))
        .limit(APPLICATION_LIST_PAGE_SIZE)
        .offset((page - 1) * APPLICATION_LIST_PAGE_SIZE),
      s.db.select({ n: count() }).from(trialApplications).where(where),
    ]);
    const body: ApplicationListResponse = {
      applications: rows.map((r) => toSummary(s.keys, r)),
      page,
      pageSize: APPLICATION_LIST_PAGE_SIZE,
      total: total?.n ?? 0,
    };
    return c.json(body);
  });

  app.post(API_PATHS.trialApplicationsExport, admin, async (c) => {
    const { profile } = callerOf(c);
    const { ids } = await readBody(c, applicationExportSchema);
    const wanted = [...new Set(ids)];
    const csv = await s.db.transaction(async (tx) => {
      const rows = await tx
        .select(linked)
        .from(trialApplications)
        .leftJoin(first, eq(trialApplications.repeatOf, first.id))
        .where(inArray(trialApplications.id, wanted))
        .orderBy(desc(trialApplications.createdAt));
      if (rows.length !== wanted.length) {
        throw new ApiProblem(
          404,
          "NOT_FOUND",
          "Some selected applications no longer exist; reload the list and export again",
        );
      }
      const details = rows.map((r) => toDetail(s.keys, r));
      await writeAudit(tx, {
        userId: profile.id,
        action: "trial_applications_exported",
        resourceType: "trial_application",
        resourceId: null,
        newValues: { references: details.map((d) => d.reference) },
        ip: clientIp(c),
      });
      return applicationsCsv(details);
    });
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="trial-applications-${day}.csv"`);
    c.header("Cache-Control", "no-store");
    return c.body(csv);
  });

  app.get(ITEM, admin, async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const application = await s.db.transaction(async (tx) => {
      const [found] = await tx
        .select(linked)
        .from(trialApplications)
        .leftJoin(first, eq(trialApplications.repeatOf, first.id))
        .where(eq(trialApplications.id, id));
      if (!found) throw notFound();
      const detail = toDetail(s.keys, found);
      await writeAudit(tx, {
        userId: profile.id,
        action: "trial_application_viewed",
        resourceType: "trial_application",
        resourceId: id,
        newValues: { reference: detail.reference },
        ip: clientIp(c),
      });
      return detail;
    });
    c.header("Cache-Control", "no-store");
    return c.json({ application });
  });

  app.patch(ITEM, admin, async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const patch = await readBody(c, applicationPatchSchema);
    const application = await s.db.transaction(async (tx) => {
      const [found] = await tx
        .select(linked)
        .from(trialApplications)
        .leftJoin(first, eq(trialApplications.repeatOf, first.id))
        .where(eq(trialApplications.id, id))
        .for("update", { of: trialApplications });
      if (!found) throw notFound();
      const before = found.row;
      // Every field is sealed again under the current key, so a row never mixes keys.
      const fields = openFields(s.keys, before);
      const note = patch.note ?? fields.note;
      const [after] = await tx
        .update(trialApplications)
        .set({
          status: patch.status ?? before.status,
          keyId: s.keys.current.id,
          emailIndex: emailIndex(s.keys.current, fields.email),
          ...sealFields(s.keys.current, id, { ...fields, note }),
          updatedAt: new Date(),
        })
        .where(eq(trialApplications.id, id))
        .returning();
      // The note may hold health details: the entry says that it changed, never what it says.
      await writeAudit(tx, {
        userId: profile.id,
        action: "trial_application_updated",
        resourceType: "trial_application",
        resourceId: id,
        oldValues: { reference: before.reference, status: before.status },
        newValues: { reference: before.reference, status: after!.status, noteChanged: note !== fields.note },
        ip: clientIp(c),
      });
      return toDetail(s.keys, { row: after!, repeatOfReference: found.repeatOfReference });
    });
    return c.json({ application });
  });

  app.delete(ITEM, admin, async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    await s.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(trialApplications)
        .where(eq(trialApplications.id, id))
        .returning({ reference: trialApplications.reference });
      if (!deleted) throw notFound();
      await writeAudit(tx, {
        userId: profile.id,
        action: "trial_application_deleted",
        resourceType: "trial_application",
        resourceId: id,
        oldValues: { reference: deleted.reference },
        ip: clientIp(c),
      });
    });
    await deleteOutboxCopies(s.env.dataDir, new Set([id]));
    return c.body(null, 204);
  });

  return app;
}
