import type { ContentType } from "@helixmap/common/api";
import {
  contentInputSchema,
  contentListQuerySchema,
  contentPatchSchema,
  idParamSchema,
  slugFromTitle,
} from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { CONTENT_FIELDS_SCHEMAS, defaultContentFields } from "@helixmap/common/content-fields";
import { slugProblem } from "@helixmap/common/slug";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { writeAudit } from "../audit/write-audit";
import { isUniqueViolation } from "../db/errors";
import { contentSections } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { listContentPage, visibleTo } from "./content-list";
import { refuseTakenDraftSlug } from "./drafts/draft-slug";
import { draftFieldsOf, sameValues, splitDraftable, withDraftApplied } from "./drafts/draft-values";
import { toContentItem } from "./serialize";
import { recordVersion } from "./versions/record-version";

type ContentRow = typeof contentSections.$inferSelect;

const ITEM = API_PATHS.contentItem(":id");

/** A derived slug passes the same check as a typed one (common/src/slug.ts). */
function checkedSlug(slug: string): string {
  const problem = slugProblem(slug);
  if (problem) throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { slug: problem });
  return slug;
}

/** The answer to a save whose slug another item holds (unique regardless of case). */
export function slugTaken(): ApiProblem {
  return new ApiProblem(409, "CONFLICT", "Another item already uses this slug", {
    slug: "This slug is already in use",
  });
}

/** The item type's own fields, with defaults filled in; a bad field is named as `fields.<name>`. */
function checkedFields(type: ContentType, fields: unknown): Record<string, unknown> {
  return parseOrThrow(z.object({ fields: CONTENT_FIELDS_SCHEMAS[type] }), { fields }).fields;
}

/** The values an update changed, before and after. */
function changes(before: ContentRow, after: ContentRow, keys: (keyof ContentRow)[]) {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      oldValues[key] = before[key];
      newValues[key] = after[key];
    }
  }
  return { oldValues, newValues };
}

export function contentRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get(API_PATHS.content, requireRole("partner"), async (c) => {
    const { profile } = callerOf(c);
    const query = parseOrThrow(contentListQuerySchema, c.req.query());
    return c.json(await listContentPage(s.db, profile.role, query));
  });

  app.get(ITEM, requireRole("partner"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    // An item the caller may not see answers exactly like one that does not exist.
    const [row] = await s.db
      .select()
      .from(contentSections)
      .where(and(eq(contentSections.id, id), visibleTo(profile.role)));
    if (!row) throw new ApiProblem(404, "NOT_FOUND", "No content item with this id");
    // Unpublished changes are the administrators' work in progress (they may even change the visibility).
    const item = toContentItem(row);
    return c.json({ item: profile.role === "administrator" ? item : { ...item, draft: null } });
  });

  app.post(API_PATHS.content, requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { displayDate, publishAt, unpublishAt, ...input } = await readBody(c, contentInputSchema);
    const slug = checkedSlug(input.slug || slugFromTitle(input.title));
    const fields = checkedFields(input.contentType, input.fields);
    try {
      const row = await s.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(contentSections)
          .values({
            ...input,
            fields,
            ...(displayDate ? { displayDate } : {}),
            publishAt: publishAt === null ? null : new Date(publishAt),
            unpublishAt: unpublishAt === null ? null : new Date(unpublishAt),
            slug,
            authorId: profile.id,
          })
          .returning();
        await recordVersion(tx, created!, { actorId: profile.id, kind: "created" });
        await writeAudit(tx, {
          userId: profile.id,
          action: "content_created",
          resourceType: "content_section",
          resourceId: created!.id,
          newValues: toContentItem(created!),
          ip: clientIp(c),
        });
        return created!;
      });
      await s.publishing.contentChanged(null, row, profile.id);
      return c.json({ item: toContentItem(row) }, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken();
      throw err;
    }
  });

  app.patch(ITEM, requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const patch = await readBody(c, contentPatchSchema);
    try {
      const row = await s.db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentSections).where(eq(contentSections.id, id)).for("update");
        if (!before) throw new ApiProblem(404, "NOT_FOUND", "No content item with this id");
        // An item with a draft is edited as it will be once the draft is published.
        const current = withDraftApplied(before);
        const title = patch.title ?? current.title;
        const slug = patch.slug === "" ? checkedSlug(slugFromTitle(title)) : patch.slug;
        const type = patch.contentType ?? current.contentType;
        // Sent fields are checked against the resulting type; a type change without fields starts from its defaults.
        const fields =
          patch.fields !== undefined
            ? checkedFields(type, patch.fields)
            : type !== current.contentType
              ? defaultContentFields(type)
              : undefined;
        const displayDate = patch.displayDate === "" ? before.createdAt.toISOString().slice(0, 10) : patch.displayDate;
        const { publishAt, unpublishAt, ...rest } = patch;
        const values = {
          ...rest,
          ...(slug !== undefined ? { slug } : {}),
          ...(fields !== undefined ? { fields } : {}),
          ...(displayDate !== undefined ? { displayDate } : {}),
          ...(publishAt !== undefined ? { publishAt: publishAt === null ? null : new Date(publishAt) } : {}),
          ...(unpublishAt !== undefined ? { unpublishAt: unpublishAt === null ? null : new Date(unpublishAt) } : {}),
        };
        // A published item that stays published keeps what visitors see: the edit becomes (or updates) its draft.
        const keepsLive = before.published && patch.published !== false;
        let set: Partial<ContentRow>;
        if (keepsLive) {
          const { draftable, direct } = splitDraftable(values);
          const edited = { ...draftFieldsOf(current), ...draftable };
          if (edited.slug !== before.slug) await refuseTakenDraftSlug(tx, id, edited.slug);
          set = { ...direct, draft: sameValues(edited, draftFieldsOf(before)) ? null : edited };
        } else {
          // Nothing of an unpublished item is public, so its draft (if any) becomes its values.
          set = { ...(before.draft ?? {}), ...values, draft: null };
        }
        const [after] = await tx
          .update(contentSections)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(contentSections.id, id))
          .returning();
        await recordVersion(tx, after!, { actorId: profile.id, kind: "updated" });
        const keys = [...Object.keys(values), "draft"] as (keyof ContentRow)[];
        await writeAudit(tx, {
          userId: profile.id,
          action: "content_updated",
          resourceType: "content_section",
          resourceId: id,
          ...changes(before, after!, keys),
          ip: clientIp(c),
        });
        return { before, after: after!, keepsLive };
      });
      // A draft changes nothing visitors see, so it starts no deploy.
      if (!row.keepsLive) await s.publishing.contentChanged(row.before, row.after, profile.id);
      return c.json({ item: toContentItem(row.after) });
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken();
      throw err;
    }
  });

  app.delete(ITEM, requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const removed = await s.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(contentSections).where(eq(contentSections.id, id)).returning();
      if (!deleted) throw new ApiProblem(404, "NOT_FOUND", "No content item with this id");
      await writeAudit(tx, {
        userId: profile.id,
        action: "content_deleted",
        resourceType: "content_section",
        resourceId: id,
        oldValues: toContentItem(deleted),
        ip: clientIp(c),
      });
      return deleted;
    });
    await s.publishing.contentChanged(removed, null, profile.id);
    return c.body(null, 204);
  });

  return app;
}
