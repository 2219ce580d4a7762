import {
  type DeploymentSettings,
  deploymentInputSchema,
  deploymentSettingsPatchSchema,
  idParamSchema,
} from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../api/app-env";
import { ApiProblem } from "../../api/errors";
import { callerOf, requireRole } from "../../api/require-role";
import { parseOrThrow, readBody } from "../../api/validate";
import { writeAudit } from "../../audit/write-audit";
import { backupStatus } from "../../backup/scheduled-backups";
import type { Executor } from "../../db/client";
import { deploymentLogs, siteGenerations, userProfiles } from "../../db/schema";
import { clientIp } from "../../http/client-ip";
import type { Services } from "../../services";
import { DeploymentInProgress, GENERATION_NOT_KEPT } from "./publishing";
import { toDeployment } from "./serialize";
import {
  lockLiveGenerationId,
  readAutoDeploy,
  readLiveGenerationId,
  writeAutoDeploy,
  writeLiveGenerationId,
} from "./settings";

const DEPLOYMENT_LIST_LIMIT = 50;
const ROLLBACK = API_PATHS.deploymentRollback(":id");

function selectDeployments(db: Executor) {
  return db
    .select({ row: deploymentLogs, email: userProfiles.email, fullName: userProfiles.fullName })
    .from(deploymentLogs)
    .leftJoin(userProfiles, eq(deploymentLogs.triggeredBy, userProfiles.id));
}

async function readSettings(s: Services): Promise<DeploymentSettings> {
  return {
    autoDeploy: await readAutoDeploy(s.db),
    liveGenerationId: await readLiveGenerationId(s.db),
    hookConfigured: Boolean(s.env.DEPLOY_HOOK_URL),
    backups: await backupStatus(s),
  };
}

function inProgressProblem(err: DeploymentInProgress): ApiProblem {
  const { id, deploymentType, startedAt, createdAt } = err.running;
  const since = (startedAt ?? createdAt).toISOString();
  return new ApiProblem(
    409,
    "CONFLICT",
    `Deployment ${id} (${deploymentType}) is running since ${since}; try again when it has finished`,
  );
}

export function deploymentRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  for (const path of [API_PATHS.deployments, ROLLBACK, API_PATHS.deploymentSettings]) {
    app.use(path, requireRole("administrator"));
  }

  async function finished(id: string) {
    const [row] = await selectDeployments(s.db).where(eq(deploymentLogs.id, id));
    const generations = {
      liveGenerationId: await readLiveGenerationId(s.db),
      kept: await s.publishing.keptGenerationIds(),
    };
    return toDeployment(row!.row, row!, generations);
  }

  app.get(API_PATHS.deployments, async (c) => {
    const rows = await selectDeployments(s.db).orderBy(desc(deploymentLogs.createdAt)).limit(DEPLOYMENT_LIST_LIMIT);
    const settings = await readSettings(s);
    const generations = { liveGenerationId: settings.liveGenerationId, kept: await s.publishing.keptGenerationIds() };
    return c.json({ deployments: rows.map((r) => toDeployment(r.row, r, generations)), settings });
  });

  // Answers when the deploy has finished, as success or failed (with its reason).
  app.post(API_PATHS.deployments, async (c) => {
    const { deploymentType, full } = await readBody(c, deploymentInputSchema);
    try {
      const id = await s.publishing.deploy({ triggeredBy: callerOf(c).profile.id, deploymentType, full });
      return c.json({ deployment: await finished(id) }, 201);
    } catch (err) {
      if (err instanceof DeploymentInProgress) throw inProgressProblem(err);
      throw err;
    }
  });

  app.post(ROLLBACK, async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const prepared = await s.publishing.prepareRollback(id);
    if ("refused" in prepared) {
      if (prepared.refused === "not_found") throw new ApiProblem(404, "NOT_FOUND", "No deployment with this id");
      throw new ApiProblem(409, "CONFLICT", prepared.refused);
    }
    await s.db.transaction(async (tx) => {
      const before = await lockLiveGenerationId(tx);
      // A deploy that finished while the files were prepared may have pruned the generation.
      const [kept] = await tx
        .select({ id: siteGenerations.id })
        .from(siteGenerations)
        .where(eq(siteGenerations.id, prepared.generationId));
      if (!kept) throw new ApiProblem(409, "CONFLICT", GENERATION_NOT_KEPT);
      await writeLiveGenerationId(tx, prepared.generationId);
      await writeAudit(tx, {
        userId: profile.id,
        action: "deployment_rolled_back",
        resourceType: "deployment",
        resourceId: id,
        oldValues: { liveGenerationId: before },
        newValues: { liveGenerationId: prepared.generationId },
        ip: clientIp(c),
      });
    });
    const served = s.publishing.live().files;
    await s.publishing.activate(prepared.generationId);
    // The rollback stands whatever the bucket or CDN answers; a problem is logged.
    await s.publishing.publishRollback(id, served);
    return c.json({ deployment: await finished(id) });
  });

  app.get(API_PATHS.deploymentSettings, async (c) => c.json({ settings: await readSettings(s) }));

  app.patch(API_PATHS.deploymentSettings, async (c) => {
    const { profile } = callerOf(c);
    const { autoDeploy } = await readBody(c, deploymentSettingsPatchSchema);
    await s.db.transaction(async (tx) => {
      const before = await readAutoDeploy(tx);
      await writeAutoDeploy(tx, autoDeploy);
      await writeAudit(tx, {
        userId: profile.id,
        action: "deployment_settings_updated",
        resourceType: "deployment_settings",
        resourceId: null,
        oldValues: { autoDeploy: before },
        newValues: { autoDeploy },
        ip: clientIp(c),
      });
    });
    return c.json({ settings: await readSettings(s) });
  });

  return app;
}
