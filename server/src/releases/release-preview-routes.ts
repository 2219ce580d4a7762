import { idParamSchema } from "@helixmap/common/api";
import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { Hono } from "hono";
import { requireEnrolment } from "../account/enrolment";
import type { AppEnv } from "../api/app-env";
import { loadCaller } from "../api/caller";
import { ApiProblem } from "../api/errors";
import { requireRole } from "../api/require-role";
import { parseOrThrow } from "../api/validate";
import { staticPreview } from "../publishing/preview/static-preview";
import type { Services } from "../services";
import { releaseSnapshot } from "./release-snapshot";

/** Links within the site stay within the preview, so a reviewer walks the release's site at its real paths. */
export function keepLinksInPreview(html: string, prefix: string): string {
  return html.replace(/(<a\b[^>]*?\shref=")\/(?!\/)/g, `$1${prefix}/`);
}

/**
 * `/admin/preview/releases/<id>/<any public path>`: the site as it will be
 * once the release goes live, every member's change applied at once,
 * rendered by the same code as a deploy. Administrators only, never indexed
 * or cached, without scripts (as the other previews).
 */
export function releasePreviewRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const ROOT = STAFF_PAGE_PATHS.releasePreview(":id", "");
  for (const path of [ROOT, `${ROOT}/*`]) {
    app.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex, nofollow");
    });
    app.use(path, loadCaller(s), requireEnrolment(s.env), requireRole("administrator"));
    app.get(path, async (c) => {
      const { id } = parseOrThrow(idParamSchema, c.req.param());
      const prefix = STAFF_PAGE_PATHS.releasePreview(id, "");
      const sitePath = c.req.path.slice(prefix.length) || "/";
      const snapshot = await releaseSnapshot(s.db, id);
      let html: string;
      try {
        html = await s.publishing.renderPreview(sitePath, snapshot);
      } catch {
        throw new ApiProblem(404, "NOT_FOUND", `Nothing is published at ${sitePath} in this release`);
      }
      return c.html(keepLinksInPreview(staticPreview(html), prefix));
    });
  }
  return app;
}
