import type { Actor, AuditEntry, ContentItem, ContentSummary, Deployment, Profile } from "@helixmap/common/api";
import type { auditLogs, contentSections, deploymentLogs, userProfiles } from "../db/schema";

export type ProfileRow = typeof userProfiles.$inferSelect;
type ContentRow = typeof contentSections.$inferSelect;
type AuditRow = typeof auditLogs.$inferSelect;
type DeploymentRow = typeof deploymentLogs.$inferSelect;
type ActorColumns = { email: string | null; fullName: string | null } | null;

const iso = (d: Date) => d.toISOString();

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastLogin: row.lastLogin ? iso(row.lastLogin) : null,
  };
}

/** The columns an item and its list row share. */
type SharedContentColumns = Omit<ContentRow, "content" | "searchText" | "draft">;

function sharedContentFields(row: SharedContentColumns) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    visibility: row.visibility,
    contentType: row.contentType,
    published: row.published,
    summary: row.summary,
    displayDate: row.displayDate,
    fields: row.fields,
    authorId: row.authorId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publishAt: row.publishAt ? iso(row.publishAt) : null,
    unpublishAt: row.unpublishAt ? iso(row.unpublishAt) : null,
  };
}

export function toContentItem(row: ContentRow): ContentItem {
  return { ...sharedContentFields(row), content: row.content, draft: row.draft };
}

/** A list row: the item's columns without the body, plus the preview and length computed by the database. */
export type ContentSummaryRow = SharedContentColumns & {
  preview: string;
  contentLength: number;
  hasDraft: boolean;
};

export function toContentSummary(row: ContentSummaryRow): ContentSummary {
  return {
    ...sharedContentFields(row),
    preview: row.preview,
    contentLength: row.contentLength,
    hasDraft: row.hasDraft,
  };
}

function toActor(actor: ActorColumns): Actor | null {
  return actor?.email ? { email: actor.email, fullName: actor.fullName } : null;
}

export function toAuditEntry(row: AuditRow, actor: ActorColumns): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    oldValues: row.oldValues,
    newValues: row.newValues,
    createdAt: iso(row.createdAt),
    actor: toActor(actor),
  };
}

/** A deployment row; `liveGenerationId` and `keptGenerations` say whether it is live and can be made live again. */
export function toDeployment(
  row: DeploymentRow,
  actor: ActorColumns,
  generations: { liveGenerationId: string | null; kept: ReadonlySet<string> },
): Deployment {
  return {
    id: row.id,
    deploymentType: row.deploymentType,
    status: row.status,
    message: row.message,
    createdAt: iso(row.createdAt),
    startedAt: row.startedAt ? iso(row.startedAt) : null,
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    durationMs: row.startedAt && row.completedAt ? row.completedAt.getTime() - row.startedAt.getTime() : null,
    pageCount: row.pageCount,
    changes: row.changes ?? null,
    generationId: row.generationId,
    live: row.generationId !== null && row.generationId === generations.liveGenerationId,
    canRollBack: row.status === "success" && row.generationId !== null && generations.kept.has(row.generationId),
    hook: row.hookOk === null || row.hookMessage === null ? null : { ok: row.hookOk, message: row.hookMessage },
    triggeredBy: toActor(actor),
  };
}
