import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { releaseInputSchema, releasePatchSchema } from "@helixmap/common/releases/releases-api";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { releases } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { noRelease, publishRelease } from "./publish-release";
import { createRelease, deleteRelease, updateRelease } from "./release-changes";
import { isApprovalProblem, memberRows } from "./release-members";
import { toRelease } from "./serialize";

/** Releases, administrators only: list, create, read, change, delete, publish now. */
export function releaseRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  type Ctx = Parameters<typeof callerOf>[0];
  const editorOf = (c: Ctx) => ({ id: callerOf(c).profile.id, ip: clientIp(c) });
  const idOf = (c: Ctx) => parseOrThrow(idParamSchema, c.req.param()).id;
  const admin = requireRole("administrator");
  const ONE = API_PATHS.release(":id");

  async function read(id: string) {
    const [row] = await s.db.select().from(releases).where(eq(releases.id, id));
    if (!row) throw noRelease();
    return toRelease(row, await memberRows(s.db, id));
  }

  app.get(API_PATHS.releases, admin, async (c) => {
    const rows = await s.db.select().from(releases).orderBy(desc(releases.createdAt));
    const list = await Promise.all(rows.map(async (row) => toRelease(row, await memberRows(s.db, row.id))));
    return c.json({ releases: list });
  });

  app.post(API_PATHS.releases, admin, async (c) => {
    const input = await readBody(c, releaseInputSchema);
    return c.json({ release: await createRelease(s.db, editorOf(c), input) }, 201);
  });

  app.get(ONE, admin, async (c) => c.json({ release: await read(idOf(c)) }));

  app.patch(ONE, admin, async (c) => {
    const id = idOf(c);
    const patch = await readBody(c, releasePatchSchema);
    return c.json({ release: await updateRelease(s.db, editorOf(c), id, patch) });
  });

  app.delete(ONE, admin, async (c) => {
    await deleteRelease(s.db, editorOf(c), idOf(c));
    return c.body(null, 204);
  });

  // All or none: a release that cannot go live answers 409 with every reason, and shows them from then on.
  app.post(API_PATHS.publishRelease(":id"), admin, async (c) => {
    const id = idOf(c);
    const outcome = await publishRelease(s, editorOf(c), id);
    if (outcome?.status === "failed") {
      const reasons = outcome.problems.map((p) => `${p.title}: ${p.reason}`).join("; ");
      const code = outcome.problems.some(isApprovalProblem) ? "APPROVAL_REQUIRED" : "CONFLICT";
      throw new ApiProblem(409, code, `Nothing in this release went live. ${reasons}`);
    }
    return c.json({ release: await read(id) });
  });

  return app;
}
