import { DRAFT_FIELDS } from "@helixmap/common/api";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { ReleaseProblem } from "@helixmap/common/releases/releases-api";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import { changedValues } from "../content/changes/changed-values";
import { writeItem } from "../content/changes/item-write";
import type { Database, Transaction } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { releases } from "../db/schema";
import { writePageChange } from "../pages/changes/page-write";
import { publishedDraft } from "../pages/changes/publish-changes";
import { ContentContradiction, takeSnapshot } from "../publishing/generation/snapshot";
import type { Services } from "../services";
import { type ContentRow, memberProblems, memberRows, type PageRow } from "./release-members";

type Editor = { id: string | null; ip: string | null };

/** A release that cannot go live as a whole; nothing of it was written. */
export class ReleaseRefused extends Error {
  constructor(readonly problems: ReleaseProblem[]) {
    super(problems.map((p) => `${p.title}: ${p.reason}`).join("; "));
  }
}

export const noRelease = () => new ApiProblem(404, "NOT_FOUND", "No release with this id");

/** What an item's pending change writes when it goes live: its draft, or (unpublished) the item itself. */
function goLive(row: ContentRow): Partial<ContentRow> {
  return row.published
    ? { ...row.draft, draft: null, scheduleProblem: null }
    : { published: true, publishAt: null, scheduleProblem: null };
}

/**
 * Writes every member's pending change as it goes live, item and page
 * versions and audit entries included, then takes the snapshot a deploy
 * would, so content that would refuse the deploy refuses the release. Any
 * failure throws, and the caller's savepoint drops all of it.
 */
export async function applyMembers(
  tx: Transaction,
  editor: Editor,
  releaseId: string,
  rows: { items: ContentRow[]; pages: PageRow[] },
): Promise<void> {
  for (const before of rows.items) {
    await writeItem(tx, editor, before, goLive(before), {
      action: "content_changes_published",
      kind: "updated",
      audit: (written) => {
        const { oldValues, newValues } = changedValues(before, written, [...DRAFT_FIELDS, "published"]);
        return { oldValues, newValues: { ...newValues, release: releaseId } };
      },
    });
  }
  for (const page of rows.pages) {
    await writePageChange(tx, editor, page.key as DocumentKey, (before) =>
      publishedDraft(before.key as DocumentKey, before, "published"),
    );
  }
  try {
    await takeSnapshot(tx);
  } catch (err) {
    if (err instanceof ContentContradiction) {
      throw new ReleaseRefused([{ member: null, title: "The site", reason: err.message }]);
    }
    throw err;
  }
}

function refusedBy(err: unknown): ReleaseRefused | null {
  if (err instanceof ReleaseRefused) return err;
  if (err instanceof ApiProblem && (err.status === 409 || err.status === 400)) {
    return new ReleaseRefused([{ member: null, title: "A member", reason: err.message }]);
  }
  if (isUniqueViolation(err)) {
    return new ReleaseRefused([{ member: null, title: "A member", reason: "its slug is used by another item" }]);
  }
  return null;
}

export type PublishOutcome = { status: "published" } | { status: "failed"; problems: ReleaseProblem[] };

/**
 * Publishes a release: all of its members' pending changes in one
 * transaction, or none. The release row is locked for the whole of it, so
 * on-demand and scheduled publishing (on any instance) run it once; the
 * members' writes run in a savepoint, and when any member cannot go live
 * (no change, no approval, a taken slug, content the deploy would refuse)
 * the savepoint is dropped and the release is marked failed with every
 * reason, in the same transaction. After the commit one deploy is asked for.
 * `scheduled`: run by the timer, only when due, skipping a release another
 * instance holds (then null).
 */
export async function publishRelease(
  s: Pick<Services, "db" | "publishing">,
  editor: Editor,
  id: string,
  scheduled = false,
): Promise<PublishOutcome | null> {
  const outcome = await s.db.transaction(async (tx): Promise<PublishOutcome | null> => {
    const due = scheduled
      ? and(eq(releases.status, "pending"), isNotNull(releases.publishAt), lte(releases.publishAt, sql`now()`))
      : undefined;
    const [release] = await tx
      .select()
      .from(releases)
      .where(and(eq(releases.id, id), due))
      .for("update", scheduled ? { skipLocked: true } : {});
    if (!release) {
      if (scheduled) return null;
      throw noRelease();
    }
    if (release.status === "published") throw new ApiProblem(409, "CONFLICT", "This release is already live");
    let problems: ReleaseProblem[];
    try {
      await tx.transaction(async (sp) => {
        const rows = await memberRows(sp, id, true);
        if (rows.items.length + rows.pages.length === 0) {
          throw new ReleaseRefused([
            { member: null, title: release.name, reason: "The release has no items or pages" },
          ]);
        }
        const found = await memberProblems(sp, rows);
        if (found.length > 0) throw new ReleaseRefused(found);
        await applyMembers(sp, editor, id, rows);
      });
      problems = [];
    } catch (err) {
      const refused = refusedBy(err);
      if (!refused) throw err;
      problems = refused.problems;
    }
    const failed = problems.length > 0;
    await tx
      .update(releases)
      .set(
        failed
          ? { status: "failed", problems, publishAt: null, updatedAt: new Date() }
          : {
              status: "published",
              problems: [],
              publishedAt: new Date(),
              publishedBy: editor.id,
              updatedAt: new Date(),
            },
      )
      .where(eq(releases.id, id));
    await writeAudit(tx, {
      userId: editor.id,
      action: failed ? "release_failed" : "release_published",
      resourceType: "release",
      resourceId: id,
      newValues: { name: release.name, scheduled, ...(failed ? { problems } : {}) },
      ip: editor.ip,
    });
    return failed ? { status: "failed", problems } : { status: "published" };
  });
  // One deploy for the whole release, whatever the auto-deploy setting: going live is what it is for.
  if (outcome?.status === "published") await s.publishing.pagesChanged(editor.id, { scheduled: true });
  return outcome;
}

/** Ids of releases whose time has come, oldest time first. */
export async function dueReleaseIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.status, "pending"), isNotNull(releases.publishAt), lte(releases.publishAt, sql`now()`)))
    .orderBy(releases.publishAt);
  return rows.map((r) => r.id);
}
