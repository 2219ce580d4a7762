import { DRAFT_FIELDS, idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow } from "../api/validate";
import { writeAudit } from "../audit/write-audit";
import { isUniqueViolation } from "../db/errors";
import { contentSections } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { slugTaken } from "./content-routes";
import { toContentItem } from "./serialize";
import { recordVersion } from "./versions/record-version";
import { changedFields } from "./versions/restorable-fields";

const NO_ITEM = () => new ApiProblem(404, "NOT_FOUND", "No content item with this id");
const NO_DRAFT = () => new ApiProblem(409, "CONFLICT", "This item has no unpublished changes");

/** Publish changes and Discard draft on a published item's draft (administrators only). */
export function draftRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post(API_PATHS.publishContentChanges(":id"), requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    try {
      const row = await s.db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentSections).where(eq(contentSections.id, id)).for("update");
        if (!before) throw NO_ITEM();
        if (!before.draft) throw NO_DRAFT();
        const [after] = await tx
          .update(contentSections)
          .set({ ...before.draft, draft: null, updatedAt: new Date() })
          .where(eq(contentSections.id, id))
          .returning();
        await recordVersion(tx, after!, { actorId: profile.id, kind: "updated" });
        await writeAudit(tx, {
          userId: profile.id,
          action: "content_changes_published",
          resourceType: "content_section",
          resourceId: id,
          ...changedFields(before, after!, [...DRAFT_FIELDS]),
          ip: clientIp(c),
        });
        return { before, after: after! };
      });
      // The usual path of a change to a public item: an automatic content_update deploy.
      await s.publishing.contentChanged(row.before, row.after, profile.id);
      return c.json({ item: toContentItem(row.after) });
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken();
      throw err;
    }
  });

  app.post(API_PATHS.discardContentDraft(":id"), requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const after = await s.db.transaction(async (tx) => {
      const [before] = await tx.select().from(contentSections).where(eq(contentSections.id, id)).for("update");
      if (!before) throw NO_ITEM();
      if (!before.draft) throw NO_DRAFT();
      const [discarded] = await tx
        .update(contentSections)
        .set({ draft: null, updatedAt: new Date() })
        .where(eq(contentSections.id, id))
        .returning();
      await recordVersion(tx, discarded!, { actorId: profile.id, kind: "updated" });
      await writeAudit(tx, {
        userId: profile.id,
        action: "content_draft_discarded",
        resourceType: "content_section",
        resourceId: id,
        oldValues: { draft: before.draft },
        newValues: { draft: null },
        ip: clientIp(c),
      });
      return discarded!;
    });
    return c.json({ item: toContentItem(after) });
  });

  return app;
}
