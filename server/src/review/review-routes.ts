import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import {
  approveSchema,
  requestChangesSchema,
  reviewSettingsPatchSchema,
  submitForReviewSchema,
} from "@helixmap/common/review/review-api";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { clientIp } from "../http/client-ip";
import { documentKeyOf } from "../pages/page-rows";
import type { Services } from "../services";
import { recordReview } from "./review-actions";
import { readReviewRules } from "./review-rules";
import { updateReviewRules } from "./review-settings";
import { reviewQueue, reviewStatus } from "./review-status";
import type { ReviewTarget } from "./review-target";

/**
 * Review and approval, administrators only: submit a pending change for
 * review, approve it or ask for changes (items under /api/content/:id/,
 * pages under /api/pages/:key/), read a review, the queue and the rules.
 */
export function reviewRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  type Ctx = Parameters<typeof callerOf>[0];
  const editorOf = (c: Ctx) => ({ id: callerOf(c).profile.id, ip: clientIp(c) });
  const itemOf = (c: Ctx): ReviewTarget => ({ kind: "item", id: parseOrThrow(idParamSchema, c.req.param()).id });
  const pageOf = (c: Ctx): ReviewTarget => ({ kind: "page", key: documentKeyOf(c.req.param("key") ?? "") });
  const admin = requireRole("administrator");

  for (const [targetOf, paths] of [
    [
      itemOf,
      {
        submit: API_PATHS.submitContentForReview(":id"),
        approve: API_PATHS.approveContent(":id"),
        requestChanges: API_PATHS.requestContentChanges(":id"),
        review: API_PATHS.contentReview(":id"),
      },
    ],
    [
      pageOf,
      {
        submit: API_PATHS.submitPageForReview(":key"),
        approve: API_PATHS.approvePage(":key"),
        requestChanges: API_PATHS.requestPageChanges(":key"),
        review: API_PATHS.pageReview(":key"),
      },
    ],
  ] as const) {
    app.get(paths.review, admin, async (c) => c.json({ review: await reviewStatus(s.db, targetOf(c)) }));

    app.post(paths.submit, admin, async (c) => {
      const target = targetOf(c);
      const { note } = await readBody(c, submitForReviewSchema);
      await recordReview(s.db, editorOf(c), target, "submitted", note);
      return c.json({ review: await reviewStatus(s.db, target) });
    });

    app.post(paths.approve, admin, async (c) => {
      const target = targetOf(c);
      const { comment } = await readBody(c, approveSchema);
      await recordReview(s.db, editorOf(c), target, "approved", comment);
      return c.json({ review: await reviewStatus(s.db, target) });
    });

    app.post(paths.requestChanges, admin, async (c) => {
      const target = targetOf(c);
      const { comment } = await readBody(c, requestChangesSchema);
      await recordReview(s.db, editorOf(c), target, "changes_requested", comment);
      return c.json({ review: await reviewStatus(s.db, target) });
    });
  }

  app.get(API_PATHS.reviewQueue, admin, async (c) => c.json({ entries: await reviewQueue(s.db) }));

  app.get(API_PATHS.reviewSettings, admin, async (c) => c.json({ rules: await readReviewRules(s.db) }));

  app.patch(API_PATHS.reviewSettings, admin, async (c) => {
    const patch = await readBody(c, reviewSettingsPatchSchema);
    return c.json({ rules: await updateReviewRules(s.db, editorOf(c), patch) });
  });

  return app;
}
