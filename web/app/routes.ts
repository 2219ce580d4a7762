import { CONTENT_TYPES } from "@helixmap/common/api";
import { ITEM_SECTIONS } from "@helixmap/common/publishing";
import { PRESS_ALERT_PATHS, PUBLIC_ROUTES } from "@helixmap/common/routes";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("shell/site-layout.tsx", [
    ...PUBLIC_ROUTES.map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file))),
    // Each published item's own page; deploys render one per item (web/app/published/).
    ...CONTENT_TYPES.map((t) =>
      route(`${ITEM_SECTIONS[t].path.slice(1)}/:slug`, "routes/published-item.tsx", { id: `published-${t}` }),
    ),
    route(PRESS_ALERT_PATHS.confirm.slice(1), "routes/press-alerts/confirm.tsx"),
    route(PRESS_ALERT_PATHS.unsubscribe.slice(1), "routes/press-alerts/unsubscribe.tsx"),
    route("admin/login", "routes/admin/login.tsx", { id: "admin-login" }),
    route("admin/register", "routes/admin/login.tsx", { id: "admin-register" }),
    route("admin/confirm", "routes/admin/confirm.tsx"),
    route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
    route("admin/reset-password", "routes/admin/reset-password.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/data-room", "routes/admin/data-room.tsx"),
    route("admin/*", "routes/admin/dashboard.tsx"),
    route("admin", "routes/admin/dashboard.tsx", { id: "admin-index" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
