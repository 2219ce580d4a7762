import { findPublicRoute } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import type { MetaDescriptor } from "react-router";
import { publicConfig } from "../public-config";
import { organizationSchema } from "./organization-schema";

export function canonicalUrl(path: string): string {
  return `${publicConfig.siteOrigin}${path === "/" ? "/" : path}`;
}

/** Title, description, canonical link and sharing tags for a public path. */
export function pageMeta(path: string): MetaDescriptor[] {
  const route = findPublicRoute(path);
  if (!route) throw new Error(`No public route for ${path}`);
  const title = path === "/" ? `${site.companyName} | ${route.title}` : `${route.title} | ${site.companyName}`;
  return [
    ...sharingMeta(path, title, route.description),
    ...(path === "/" ? [{ "script:ld+json": organizationSchema() }] : []),
  ];
}

/** The same tags for a published item's own page. */
export function itemMeta(path: string, itemTitle: string, description: string): MetaDescriptor[] {
  return sharingMeta(path, `${itemTitle} | ${site.companyName}`, description);
}

function sharingMeta(path: string, title: string, description: string): MetaDescriptor[] {
  const url = canonicalUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.companyName}` }, { name: "robots", content: "noindex" }];
}
