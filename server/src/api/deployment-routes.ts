import { deploymentInputSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Executor } from "../db/client";
import { deploymentLogs, userProfiles } from "../db/schema";
import { runDeployment } from "../deploy/run-deployment";
import type { Services } from "../services";
import type { AppEnv } from "./app-env";
import { callerOf, requireRole } from "./require-role";
import { toDeployment } from "./serialize";
import { readBody } from "./validate";

const DEPLOYMENT_LIST_LIMIT = 50;

function selectDeployments(db: Executor) {
  return db
    .select({ row: deploymentLogs, email: userProfiles.email, fullName: userProfiles.fullName })
    .from(deploymentLogs)
    .leftJoin(userProfiles, eq(deploymentLogs.triggeredBy, userProfiles.id));
}

export function deploymentRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  app.use(API_PATHS.deployments, requireRole("administrator"));

  app.get(API_PATHS.deployments, async (c) => {
    const rows = await selectDeployments(s.db).orderBy(desc(deploymentLogs.createdAt)).limit(DEPLOYMENT_LIST_LIMIT);
    return c.json({ deployments: rows.map((r) => toDeployment(r.row, r)) });
  });

  app.post(API_PATHS.deployments, async (c) => {
    const { deploymentType } = await readBody(c, deploymentInputSchema);
    const id = await runDeployment(s.db, {
      hookUrl: s.env.DEPLOY_HOOK_URL,
      triggeredBy: callerOf(c).profile.id,
      deploymentType,
    });
    const [finished] = await selectDeployments(s.db).where(eq(deploymentLogs.id, id));
    return c.json({ deployment: toDeployment(finished!.row, finished!) }, 201);
  });

  return app;
}
