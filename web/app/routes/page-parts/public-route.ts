import { findPublicRoute, type PublicRoute } from "@helixmap/common/routes";

/** The route table entry of a page; a page without one is a programming error caught at build time. */
export function publicRoute(path: string): PublicRoute {
  const route = findPublicRoute(path);
  if (!route) throw new Error(`No public route for ${path}`);
  return route;
}
