import type { releaseInputSchema, releasePatchSchema } from "@helixmap/common/releases/releases-api";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import type { Database, Transaction } from "../db/client";
import { releases } from "../db/schema";
import { approvalRequired } from "../review/approval-gate";
import { noRelease } from "./publish-release";
import { memberProblems, memberRows, missingItems, writeMembers } from "./release-members";
import { type ReleaseRow, toRelease } from "./serialize";

type Editor = { id: string; ip: string | null };

function futureTime(publishAt: string | null): Date | null {
  if (publishAt === null) return null;
  const at = new Date(publishAt);
  if (at.getTime() <= Date.now()) {
    throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", {
      publishAt: "Choose a time in the future",
    });
  }
  return at;
}

async function refuseMissingItems(tx: Transaction, items: string[] | undefined): Promise<void> {
  const missing = await missingItems(tx, items ?? []);
  if (missing.length > 0) {
    throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", {
      items: `No content item with the id ${missing.join(", ")}`,
    });
  }
}

/** Setting a time schedules every member's change: like an item's own schedule, it needs their approvals now. */
async function refuseUnapprovedSchedule(tx: Transaction, row: ReleaseRow): Promise<void> {
  if (row.publishAt === null) return;
  const problems = await memberProblems(tx, await memberRows(tx, row.id), "approval");
  if (problems.length > 0) {
    throw approvalRequired(`Not approved yet: ${problems.map((p) => `“${p.title}”`).join(", ")}`);
  }
}

async function described(tx: Transaction, row: ReleaseRow) {
  return toRelease(row, await memberRows(tx, row.id));
}

export async function createRelease(db: Database, editor: Editor, input: z.output<typeof releaseInputSchema>) {
  const publishAt = futureTime(input.publishAt);
  return db.transaction(async (tx) => {
    await refuseMissingItems(tx, input.items);
    const [row] = await tx.insert(releases).values({ name: input.name, publishAt, createdBy: editor.id }).returning();
    await writeMembers(tx, row!.id, input.items, input.pages);
    await refuseUnapprovedSchedule(tx, row!);
    const release = await described(tx, row!);
    await writeAudit(tx, {
      userId: editor.id,
      action: "release_created",
      resourceType: "release",
      resourceId: row!.id,
      newValues: { name: release.name, publishAt: release.publishAt, items: input.items, pages: input.pages },
      ip: editor.ip,
    });
    return release;
  });
}

async function lockRelease(tx: Transaction, id: string): Promise<ReleaseRow> {
  const [row] = await tx.select().from(releases).where(eq(releases.id, id)).for("update");
  if (!row) throw noRelease();
  if (row.status === "published") {
    throw new ApiProblem(409, "CONFLICT", "This release is already live; it is kept as a record");
  }
  return row;
}

/** Changes a release that has not gone live; a failed one is pending again, its reasons cleared. */
export async function updateRelease(
  db: Database,
  editor: Editor,
  id: string,
  patch: z.output<typeof releasePatchSchema>,
) {
  const publishAt = patch.publishAt === undefined ? undefined : futureTime(patch.publishAt);
  return db.transaction(async (tx) => {
    const before = await lockRelease(tx, id);
    const beforeMembers = await memberRows(tx, id);
    await refuseMissingItems(tx, patch.items);
    const [row] = await tx
      .update(releases)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(publishAt !== undefined ? { publishAt } : {}),
        status: "pending",
        problems: [],
        updatedAt: new Date(),
      })
      .where(eq(releases.id, id))
      .returning();
    if (patch.items !== undefined || patch.pages !== undefined) {
      await writeMembers(
        tx,
        id,
        patch.items ?? beforeMembers.items.map((r) => r.id),
        patch.pages ?? beforeMembers.pages.map((r) => r.key),
      );
    }
    await refuseUnapprovedSchedule(tx, row!);
    const release = await described(tx, row!);
    await writeAudit(tx, {
      userId: editor.id,
      action: "release_updated",
      resourceType: "release",
      resourceId: id,
      oldValues: {
        name: before.name,
        publishAt: before.publishAt?.toISOString() ?? null,
        status: before.status,
        items: beforeMembers.items.map((r) => r.id),
        pages: beforeMembers.pages.map((r) => r.key),
      },
      newValues: {
        name: release.name,
        publishAt: release.publishAt,
        status: release.status,
        items: release.items.map((m) => m.ref),
        pages: release.pages.map((m) => m.ref),
      },
      ip: editor.ip,
    });
    return release;
  });
}

/** Deletes a release that has not gone live; its items and pages keep their changes. */
export async function deleteRelease(db: Database, editor: Editor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockRelease(tx, id);
    const members = await memberRows(tx, id);
    await tx.delete(releases).where(eq(releases.id, id));
    await writeAudit(tx, {
      userId: editor.id,
      action: "release_deleted",
      resourceType: "release",
      resourceId: id,
      oldValues: {
        name: before.name,
        publishAt: before.publishAt?.toISOString() ?? null,
        items: members.items.map((r) => r.id),
        pages: members.pages.map((r) => r.key),
      },
      ip: editor.ip,
    });
  });
}
