import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { DEPLOYMENT_TYPES } from "@helixmap/common/api";
import {
  AUTO_DEPLOY_DEBOUNCE_MS,
  DEPLOY_HEARTBEAT_MS,
  DEPLOY_STALE_AFTER_MS,
  LIVE_GENERATION_POLL_MS,
} from "@helixmap/common/constants";
import type { FormAnswer } from "@helixmap/common/form-answers";
import type { ChangeSet, PublishedSnapshot } from "@helixmap/common/publishing";
import { finishPage } from "@helixmap/page-pipeline/finish-page";
import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Env } from "../../config/env";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type contentSections, deploymentLogs, siteGenerations } from "../../db/schema";
import type { Logger } from "../../log";
import type { MediaStorage } from "../../media/media-storage";
import { generationMediaExtraFiles } from "../../media/publish/generation-media";
import type { Metrics } from "../../metrics/metrics";
import { purgeCdn, purgePaths } from "../deploy-targets/cdn-purge";
import type { BucketTarget, PendingPublication } from "../deploy-targets/publish-to-bucket";
import { htmlDocumentAt } from "../generation/html-documents";
import { writeLiveMarker } from "../generation/live-marker";
import { type LiveSite, type LiveSiteHolder, liveSiteHolder } from "../generation/live-site";
import type { SiteRenderer } from "../generation/site-renderer";
import { takeSnapshot } from "../generation/snapshot";
import {
  isGenerationDir,
  type PreviousGeneration,
  readGeneration,
  writeGeneration,
  writeGenerationFolder,
} from "../generation/write-generation";
import { loadStoredGeneration, pruneGenerationFiles, storeGenerationFiles } from "../generation-store/generation-store";
import { loadFileIndex, type StaticFile } from "../static/file-index";
import { changedPaths, changeSetBetween } from "./change-set";
import { callDeployHook } from "./deploy-hook";
import {
  lockLiveGenerationId,
  readAutoDeploy,
  readLiveChanges,
  readLiveGenerationId,
  writeLiveGenerationId,
} from "./settings";

type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];
type DeploymentRow = typeof deploymentLogs.$inferSelect;
type ContentRow = typeof contentSections.$inferSelect;

/** A deploy was asked for while another one runs (on this instance or another). */
export class DeploymentInProgress extends Error {
  constructor(readonly running: DeploymentRow) {
    super(`Deployment ${running.id} is still running`);
  }
}

/** Why a rollback is refused when its generation is no longer kept (pruned, perhaps while the rollback was prepared). */
export const GENERATION_NOT_KEPT = "Only a successful deployment whose generation is still kept can be made live again";

class GenerationNotKept extends Error {}

export interface Publishing {
  /** What the server serves now; public requests read only this. */
  live(): LiveSite;
  /** Loads the live generation (rendering it from its snapshot if this instance lacks its files) and follows the live pointer. */
  start(): Promise<void>;
  /**
   * Builds a generation from the published content and makes it live; returns the deployment's id once it
   * has finished (`success` or `failed`). Throws DeploymentInProgress when another deploy runs.
   */
  deploy(opts: { triggeredBy: string | null; deploymentType: DeploymentType; full?: boolean }): Promise<string>;
  /**
   * Checks that a successful deployment's generation can be served again and prepares its files. The caller
   * checks again that it is kept when it commits the pointer, under lockLiveGenerationId.
   */
  prepareRollback(deploymentId: string): Promise<{ generationId: string } | { refused: string }>;
  /** Serves `generationId` now (after the caller committed the live pointer with its audit entry). */
  activate(generationId: string | null): Promise<void>;
  /**
   * After a rollback went live: publishes its generation to the bucket (when one is configured) and asks the
   * CDN to purge what changed. Answers what went wrong, or null.
   */
  publishRollback(deploymentId: string, before: ReadonlyMap<string, StaticFile>): Promise<string | null>;
  /** Told after a content change; schedules one `content_update` deploy per burst while auto-deploy is on, or the change is a schedule's. */
  contentChanged(
    before: ContentRow | null,
    after: ContentRow | null,
    actorId: string | null,
    options: { scheduled: boolean },
  ): Promise<void>;
  /** A new database's first site: deploys (type `initial`) when there is no live generation and never was a deploy. */
  deployIfNeverDeployed(): Promise<void>;
  /** Told after a page's or the site settings' live values changed: deploys like a visible item change. */
  pagesChanged(actorId: string | null, options: { scheduled: boolean }): Promise<void>;
  /**
   * The live page at `path` answering a form posted to it without JavaScript, from the live generation's
   * snapshot, finished like every public page (its CSP hashes are the caller's to compute).
   */
  renderFormAnswer(path: string, answer: FormAnswer): Promise<string>;
  /** The HTML of one page or HTML document rendered from a snapshot without deploying it (the staff previews). */
  renderPreview(path: string, snapshot: PublishedSnapshot): Promise<string>;
  /** Ids of the generations still kept (those a rollback can reach). */
  keptGenerationIds(): Promise<Set<string>>;
  /** Called with each successful deploy's id and change set, after it is live. */
  onDeployed(listener: (deploymentId: string, changes: ChangeSet) => void | Promise<void>): void;
  close(): Promise<void>;
}

export interface PublishingOptions {
  env: Pick<
    Env,
    | "dataDir"
    | "SITE_ORIGIN"
    | "DEPLOY_HOOK_URL"
    | "DEPLOY_HOOK_SECRET"
    | "GENERATIONS_KEPT"
    | "DEPLOY_TEST_FAILURE"
    | "NODE_ENV"
    | "CDN_PURGE_URL"
  >;
  /** PUBLISH_S3_BUCKET: each deploy and rollback also publishes the generation there (decision 019). */
  bucket?: BucketTarget | null;
  db: Database;
  log: Logger;
  /** Counts each deploy's outcome and duration. */
  metrics: Pick<Metrics, "deploys" | "deployDuration">;
  /** The media library's files, copied into each generation that refers to them. */
  mediaStorage: MediaStorage;
  /** Loaded on first use, so commands that never render (the demo) never import the web build. */
  renderer: () => Promise<SiteRenderer>;
}

/** The S3 client is loaded only when a bucket is configured. */
const bucketPublisher = () => import("../deploy-targets/publish-to-bucket");

const isPublic = (row: ContentRow | null) => row?.published === true && row.visibility === "public";

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createPublishing(opts: PublishingOptions): Publishing {
  const { db, log, env, metrics } = opts;
  const generationsDir = join(env.dataDir, "generations");
  const generationDir = (id: string) => join(generationsDir, id);
  const holder: LiveSiteHolder = liveSiteHolder({ generationId: null, files: new Map() });
  const listeners: ((id: string, changes: ChangeSet) => void | Promise<void>)[] = [];
  let rendererPromise: Promise<SiteRenderer> | undefined;
  const renderer = () => {
    rendererPromise ??= opts.renderer();
    return rendererPromise;
  };
  /** The library's files the snapshot's published content refers to, beside the pages of each generation. */
  const mediaFiles = (snapshot: PublishedSnapshot, previous: ReadonlyMap<string, StaticFile> | null) =>
    generationMediaExtraFiles(snapshot, opts.mediaStorage, previous);
  /**
   * The generation this instance last deployed, as it stored it: the next deploy here starts from it without
   * reading back and parsing its whole snapshot (every item's HTML) and its hashes. A generation's row never
   * changes, so these are the row's values.
   */
  let lastDeployed: {
    id: string;
    snapshot: Pick<PublishedSnapshot, "items">;
    fileHashes: Record<string, string>;
    pageInputs: Record<string, string>;
  } | null = null;
  let poller: NodeJS.Timeout | undefined;
  let debounce: NodeJS.Timeout | undefined;
  let pendingActor: string | null = null;
  let closed = false;
  // Activations run one after another, so a poll and a deploy never swap files in the wrong order.
  let activations: Promise<void> = Promise.resolve();

  async function generationZero(): Promise<LiveSite> {
    const base = (await renderer()).baseDir;
    const files = base ? await loadFileIndex(base) : new Map();
    return { generationId: null, files };
  }

  /**
   * Makes sure the generation's folder exists here. An instance that lacks it (the deploy ran on another)
   * loads its files from the database, where the deploy stored them, and renders nothing; only a generation
   * whose files are not all stored (one made before they were) is rendered again from its snapshot. Returns
   * the files when it loaded or rendered them, so they are not read back from disk.
   */
  async function ensureFiles(id: string): Promise<Map<string, StaticFile> | null> {
    if (await isGenerationDir(generationDir(id))) return null;
    const [row] = await db
      .select({ snapshot: siteGenerations.snapshot, fileHashes: siteGenerations.fileHashes })
      .from(siteGenerations)
      .where(eq(siteGenerations.id, id));
    if (!row) throw new GenerationNotKept(`generation ${id} is not kept any more`);
    const served = holder.current();
    const base = (await renderer()).baseDir;
    const known = [served.files, ...(base ? [await loadFileIndex(base)] : [])];
    const stored = await loadStoredGeneration(db, row.fileHashes, known);
    const servedDir = served.generationId ? { dir: generationDir(served.generationId), files: served.files } : null;
    if (stored) {
      log.info({ generationId: id }, "loaded the generation from the database on this instance");
      await writeGenerationFolder(generationDir(id), stored, servedDir);
      return stored;
    }
    log.info({ generationId: id }, "rendering the generation from its snapshot on this instance");
    const built = await writeGeneration({
      dir: generationDir(id),
      renderer: await renderer(),
      snapshot: row.snapshot,
      siteOrigin: env.SITE_ORIGIN,
      extraFiles: mediaFiles,
    });
    await storeGenerationFiles(db, built.files, built.written);
    return built.files;
  }

  /**
   * A generation whose folder is here, as the server holds it. While another generation is served (a
   * rollback, or following a deploy), only the files that differ from it are read, from the database, which
   * is much quicker than reading a folder of thousands of pages; at start-up, the folder.
   */
  async function filesOf(id: string): Promise<Map<string, StaticFile>> {
    const served = holder.current();
    if (served.generationId !== null) {
      const [row] = await db
        .select({ fileHashes: siteGenerations.fileHashes })
        .from(siteGenerations)
        .where(eq(siteGenerations.id, id));
      const stored = row && (await loadStoredGeneration(db, row.fileHashes, [served.files]));
      if (stored) return stored;
    }
    return (await readGeneration(generationDir(id))).files;
  }

  /** `loaded` is the generation already read into memory, so a deploy swaps it in right after its commit. */
  function activate(id: string | null, loaded?: LiveSite): Promise<void> {
    const run = activations.then(async () => {
      if (holder.current().generationId === id && holder.current().files.size > 0) return;
      if (loaded) {
        holder.replace(loaded);
        log.info({ generationId: id }, "serving generation");
      } else if (id === null) {
        holder.replace(await generationZero());
      } else {
        const files = (await ensureFiles(id)) ?? (await filesOf(id));
        holder.replace({ generationId: id, files });
        log.info({ generationId: id }, "serving generation");
      }
      await mkdir(generationsDir, { recursive: true });
      await writeLiveMarker(generationsDir, id);
    });
    activations = run.catch(() => {});
    return run;
  }

  async function follow(): Promise<void> {
    if (closed) return;
    try {
      const id = await readLiveGenerationId(db);
      if (id !== holder.current().generationId) await activate(id);
    } catch (err) {
      log.warn({ err }, "could not follow the live generation; retrying");
    }
  }

  async function keptGenerationIds(): Promise<Set<string>> {
    const rows = await db.select({ id: siteGenerations.id }).from(siteGenerations);
    return new Set(rows.map((r) => r.id));
  }

  /** Drops generations beyond the newest GENERATIONS_KEPT (never the live one), rows and folders. */
  async function prune(): Promise<void> {
    await db.transaction(async (tx) => {
      const live = await lockLiveGenerationId(tx);
      const newest = await tx
        .select({ id: siteGenerations.id })
        .from(siteGenerations)
        .orderBy(desc(siteGenerations.createdAt))
        .limit(env.GENERATIONS_KEPT);
      const keep = [...new Set([...newest.map((r) => r.id), ...(live ? [live] : [])])];
      await tx.delete(siteGenerations).where(notInArray(siteGenerations.id, keep));
      await pruneGenerationFiles(tx);
    });
    await removeLocalFoldersExcept(await keptGenerationIds());
  }

  async function removeLocalFoldersExcept(kept: Set<string>): Promise<void> {
    if (!existsSync(generationsDir)) return;
    const current = holder.current().generationId;
    for (const entry of await readdir(generationsDir, { withFileTypes: true })) {
      if (!entry.isDirectory() || kept.has(entry.name) || entry.name === current) continue;
      // A generation being rendered (by a rollback, or for the live pointer) is not ours to remove.
      if (entry.name.startsWith(".partial-")) continue;
      await rm(join(generationsDir, entry.name), { recursive: true, force: true });
    }
  }

  /** Deploys whose server stopped mid-way stop holding the one-at-a-time slot once their heartbeat is stale. */
  async function failInterrupted(): Promise<void> {
    await db
      .update(deploymentLogs)
      .set({
        status: "failed",
        message: "Interrupted: the server running this deployment stopped before it finished",
        completedAt: new Date(),
        inProgress: null,
      })
      .where(
        and(
          eq(deploymentLogs.inProgress, true),
          lt(deploymentLogs.heartbeatAt, sql`now() - ${`${DEPLOY_STALE_AFTER_MS} milliseconds`}::interval`),
        ),
      );
  }

  /**
   * The generation a deploy replaces: its items and file hashes (for the change set), and, unless the deploy
   * renders everything, what its unchanged pages are copied from (when this instance serves it).
   */
  async function previousLive(
    id: string | null,
    full: boolean,
  ): Promise<{
    snapshot: Pick<PublishedSnapshot, "items">;
    fileHashes: Record<string, string>;
    reusable: PreviousGeneration | null;
  }> {
    if (id) {
      const [row] =
        lastDeployed?.id === id
          ? [lastDeployed]
          : await db
              .select({
                snapshot: siteGenerations.snapshot,
                fileHashes: siteGenerations.fileHashes,
                pageInputs: siteGenerations.pageInputs,
              })
              .from(siteGenerations)
              .where(eq(siteGenerations.id, id));
      if (row) {
        const served = holder.current();
        const reusable =
          !full && served.generationId === id
            ? { dir: generationDir(id), files: served.files, pageInputs: row.pageInputs }
            : null;
        return { snapshot: row.snapshot, fileHashes: row.fileHashes, reusable };
      }
    }
    const zero = await generationZero();
    const fileHashes: Record<string, string> = {};
    for (const [path, file] of zero.files) fileHashes[path] = file.etag;
    return { snapshot: { items: [] }, fileHashes, reusable: null };
  }

  /** One `content_update` deploy per burst of visible changes, while auto-deploy is on or the change is a schedule's. */
  async function requestDeploy(actorId: string | null, scheduled: boolean): Promise<void> {
    // A schedule is a promise to visitors (an embargo, a takedown), so it deploys whatever the auto-deploy setting.
    if (!scheduled && !(await readAutoDeploy(db))) return;
    pendingActor = actorId;
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(runScheduledDeploy, AUTO_DEPLOY_DEBOUNCE_MS);
  }

  async function claim(deploymentType: DeploymentType, triggeredBy: string | null): Promise<DeploymentRow> {
    await failInterrupted();
    try {
      const [row] = await db
        .insert(deploymentLogs)
        .values({ triggeredBy, deploymentType, status: "pending", inProgress: true, heartbeatAt: new Date() })
        .returning();
      return row!;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const [running] = await db.select().from(deploymentLogs).where(eq(deploymentLogs.inProgress, true));
      if (!running) return claim(deploymentType, triggeredBy);
      throw new DeploymentInProgress(running);
    }
  }

  async function notifyHook(
    deploymentId: string,
    deploymentType: DeploymentType,
    generationId: string,
    paths: string[],
  ): Promise<void> {
    if (!env.DEPLOY_HOOK_URL) return;
    const outcome = await callDeployHook(env.DEPLOY_HOOK_URL, env.DEPLOY_HOOK_SECRET, {
      deploymentId,
      deploymentType,
      generationId,
      changedPaths: paths,
    });
    await db
      .update(deploymentLogs)
      .set({ hookOk: outcome.ok, hookMessage: outcome.message })
      .where(eq(deploymentLogs.id, deploymentId));
  }

  async function deploy({
    triggeredBy,
    deploymentType,
    full = false,
  }: {
    triggeredBy: string | null;
    deploymentType: DeploymentType;
    full?: boolean;
  }): Promise<string> {
    const claimed = await claim(deploymentType, triggeredBy);
    const id = claimed.id;
    const counted = (outcome: "success" | "failed") => {
      const labels = { type: deploymentType, outcome };
      metrics.deploys.inc(labels);
      metrics.deployDuration.observe(labels, (Date.now() - startedAt.getTime()) / 1000);
    };
    // What this deploy replaces; it commits only if that is still live then (see the commit below).
    const startedFrom = await readLiveGenerationId(db);
    const liveChangesAtStart = await readLiveChanges(db);
    const startedAt = new Date();
    await db
      .update(deploymentLogs)
      .set({ status: "running", startedAt, heartbeatAt: startedAt })
      .where(eq(deploymentLogs.id, id));
    const heartbeat = setInterval(() => {
      db.update(deploymentLogs)
        .set({ heartbeatAt: new Date() })
        .where(and(eq(deploymentLogs.id, id), eq(deploymentLogs.inProgress, true)))
        .catch((err: unknown) => log.warn({ err }, "deployment heartbeat failed"));
    }, DEPLOY_HEARTBEAT_MS);
    heartbeat.unref();

    const generationId = randomUUID();
    let outcome: { changes: ChangeSet; paths: string[] } | undefined;
    let loaded: LiveSite | undefined;
    let publication: PendingPublication | undefined;
    try {
      const snapshot = await takeSnapshot(db);
      const previous = await previousLive(startedFrom, full);
      const built = await writeGeneration({
        dir: generationDir(generationId),
        renderer: await renderer(),
        snapshot,
        siteOrigin: env.SITE_ORIGIN,
        previous: previous.reusable,
        extraFiles: mediaFiles,
        failOnTitle: env.NODE_ENV === "production" ? undefined : env.DEPLOY_TEST_FAILURE,
      });
      const changes = changeSetBetween(previous.snapshot, snapshot);
      const paths = changedPaths(previous.fileHashes, built.fileHashes);
      // Other instances load these instead of rendering the generation again.
      await storeGenerationFiles(db, built.files, built.written);
      if (opts.bucket) {
        const { uploadGeneration, undoFailedUpload } = await bucketPublisher();
        try {
          publication = await uploadGeneration(opts.bucket, built.files, { everything: full });
        } catch (err) {
          await undoFailedUpload(opts.bucket, err, holder.current().files).catch((undoErr: unknown) =>
            log.error({ err: undoErr }, "could not put back the pages a failed upload replaced"),
          );
          throw err;
        }
      }
      // In memory before the commit: once the deployment reads "success", this instance serves it.
      loaded = { generationId, files: built.files };
      await db.transaction(async (tx) => {
        const live = await lockLiveGenerationId(tx);
        if ((await readLiveChanges(tx)) !== liveChangesAtStart) {
          throw new Error(
            `A rollback made generation ${live} live while this deploy ran; this deploy published nothing, so the rollback stands. Deploy again to publish the current content.`,
          );
        }
        await tx.insert(siteGenerations).values({
          id: generationId,
          snapshot,
          pageCount: built.pageCount,
          fileHashes: built.fileHashes,
          pageInputs: built.pageInputs,
        });
        await writeLiveGenerationId(tx, generationId);
        await tx
          .update(deploymentLogs)
          .set({
            status: "success",
            message: `Generation ${generationId} is live with ${built.pageCount} pages`,
            completedAt: new Date(),
            pageCount: built.pageCount,
            changes,
            fullRender: built.rendered.length === built.pageCount,
            renderedCount: built.rendered.length,
            changedPaths: paths,
            generationId,
            inProgress: null,
          })
          .where(eq(deploymentLogs.id, id));
      });
      outcome = { changes, paths };
      lastDeployed = {
        id: generationId,
        snapshot: { items: snapshot.items },
        fileHashes: built.fileHashes,
        pageInputs: built.pageInputs,
      };
    } catch (err) {
      clearInterval(heartbeat);
      log.warn({ err, deploymentId: id }, "deployment failed; the previous generation stays live");
      await publication
        ?.undo(holder.current().files)
        .catch((undoErr: unknown) => log.error({ err: undoErr }, "could not put back the bucket's previous pages"));
      await rm(generationDir(generationId), { recursive: true, force: true });
      await db
        .update(deploymentLogs)
        .set({ status: "failed", message: errorText(err), completedAt: new Date(), inProgress: null })
        .where(eq(deploymentLogs.id, id));
      counted("failed");
      return id;
    }
    clearInterval(heartbeat);
    counted("success");

    await activate(generationId, loaded);
    try {
      await publication?.finish();
    } catch (err) {
      log.warn({ err }, "could not remove the paths this deploy removed from the bucket");
    }
    await purge(id, generationId, outcome.paths);
    try {
      await prune();
    } catch (err) {
      log.warn({ err }, "could not prune old generations");
    }
    await notifyHook(id, deploymentType, generationId, outcome.paths);
    for (const listener of listeners) {
      try {
        await listener(id, outcome.changes);
      } catch (err) {
        log.error({ err, deploymentId: id }, "a listener of successful deploys failed");
      }
    }
    return id;
  }

  async function purge(deploymentId: string, generationId: string, paths: string[]): Promise<string | null> {
    if (!env.CDN_PURGE_URL || paths.length === 0) return null;
    const outcome = await purgeCdn(env.CDN_PURGE_URL, env.DEPLOY_HOOK_SECRET, {
      deploymentId,
      generationId,
      paths: purgePaths(paths),
    });
    if (outcome.ok) return null;
    log.warn({ deploymentId, message: outcome.message }, "the CDN purge failed");
    return outcome.message;
  }

  async function runScheduledDeploy(): Promise<void> {
    debounce = undefined;
    if (closed) return;
    const actor = pendingActor;
    try {
      await deploy({ triggeredBy: actor, deploymentType: "content_update" });
      pendingActor = null;
    } catch (err) {
      if (!(err instanceof DeploymentInProgress)) log.error({ err }, "automatic deployment could not start");
      // Whatever stopped it, the change still has to reach the site: try again after the next quiet period.
      if (!closed) debounce = setTimeout(runScheduledDeploy, AUTO_DEPLOY_DEBOUNCE_MS);
    }
  }

  return {
    live: () => holder.current(),

    async start() {
      if (existsSync(generationsDir)) {
        for (const name of await readdir(generationsDir)) {
          if (name.startsWith(".partial-")) await rm(join(generationsDir, name), { recursive: true, force: true });
        }
      }
      await activate(await readLiveGenerationId(db));
      poller = setInterval(() => void follow(), LIVE_GENERATION_POLL_MS);
      poller.unref();
    },

    deploy,

    async prepareRollback(deploymentId) {
      const [row] = await db.select().from(deploymentLogs).where(eq(deploymentLogs.id, deploymentId));
      if (!row) return { refused: "not_found" };
      if (row.status !== "success" || !row.generationId) return { refused: GENERATION_NOT_KEPT };
      try {
        // Prepared here and read again from the folder when it goes live.
        await ensureFiles(row.generationId);
      } catch (err) {
        if (err instanceof GenerationNotKept) return { refused: GENERATION_NOT_KEPT };
        throw err;
      }
      return { generationId: row.generationId };
    },

    activate,

    async publishRollback(deploymentId, before) {
      const live = holder.current();
      if (!live.generationId) return null;
      const after: Record<string, string> = {};
      const previous: Record<string, string> = {};
      for (const [path, file] of live.files) after[path] = file.etag;
      for (const [path, file] of before) previous[path] = file.etag;
      let problem: string | null = null;
      if (opts.bucket) {
        try {
          const { uploadGeneration } = await bucketPublisher();
          await (await uploadGeneration(opts.bucket, live.files)).finish();
        } catch (err) {
          problem = errorText(err);
          log.error({ err, deploymentId }, "could not publish the rolled-back generation to the bucket");
        }
      }
      return (await purge(deploymentId, live.generationId, changedPaths(previous, after))) ?? problem;
    },

    async contentChanged(before, after, actorId, options) {
      if (!isPublic(before) && !isPublic(after)) return;
      await requestDeploy(actorId, options.scheduled);
    },

    async deployIfNeverDeployed() {
      if (holder.current().generationId !== null) return;
      const [any] = await db.select({ id: deploymentLogs.id }).from(deploymentLogs).limit(1);
      if (any) return;
      try {
        await this.deploy({ triggeredBy: null, deploymentType: "initial" });
      } catch (err) {
        // Another instance starting on the same new database renders it; this one follows its pointer.
        if (!(err instanceof DeploymentInProgress)) throw err;
      }
    },

    async pagesChanged(actorId, options) {
      await requestDeploy(actorId, options.scheduled);
    },

    async renderFormAnswer(path, answer) {
      const id = holder.current().generationId;
      const [row] = id
        ? await db
            .select({ snapshot: siteGenerations.snapshot })
            .from(siteGenerations)
            .where(eq(siteGenerations.id, id))
        : [];
      const r = await renderer();
      // Before the first deploy, the content a deploy would publish now.
      const html = await r.renderFormAnswer(path, row?.snapshot ?? (await takeSnapshot(db)), answer);
      return r.baseDir ? (await finishPage(html, r.baseDir)).html : html;
    },
    async renderPreview(path, snapshot) {
      return htmlDocumentAt(path, snapshot) ?? (await (await renderer()).renderPage(path, snapshot)).html;
    },

    keptGenerationIds,

    onDeployed(listener) {
      listeners.push(listener);
    },

    async close() {
      closed = true;
      if (poller) clearInterval(poller);
      if (debounce) clearTimeout(debounce);
      await activations;
    },
  };
}

/** The change set of a successful deployment (null for any other), e.g. to alert subscribers about added releases. */
export async function changeSetOfSuccessfulDeploy(db: Database, deploymentId: string): Promise<ChangeSet | null> {
  const [row] = await db
    .select({ changes: deploymentLogs.changes })
    .from(deploymentLogs)
    .where(and(eq(deploymentLogs.id, deploymentId), inArray(deploymentLogs.status, ["success"])));
  return row?.changes ?? null;
}
