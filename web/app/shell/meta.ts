import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { site as identityDefaults } from "@helixmap/common/site";
import type { MetaDescriptor } from "react-router";
import { publicConfig } from "../public-config";
import { organizationSchema } from "./organization-schema";

export function canonicalUrl(path: string): string {
  return `${publicConfig.siteOrigin}${path === "/" ? "/" : path}`;
}

interface PageHead {
  page: { title: string; description: string };
  site: RenderedSite;
}

/** Title, description, canonical link and sharing tags for a public path, from its page's loader data. */
export function pageMeta(path: string, data: PageHead | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { page, site } = data;
  const name = site.identity.companyName;
  const title = path === "/" ? `${name} | ${page.title}` : `${page.title} | ${name}`;
  return [
    ...sharingMeta(path, title, page.description, name),
    ...(path === "/" ? [{ "script:ld+json": organizationSchema(site) }] : []),
  ];
}

/** The same tags for a published item's own page. */
export function itemMeta(path: string, itemTitle: string, description: string, site: RenderedSite): MetaDescriptor[] {
  const name = site.identity.companyName;
  return sharingMeta(path, `${itemTitle} | ${name}`, description, name);
}

function sharingMeta(path: string, title: string, description: string, siteName: string): MetaDescriptor[] {
  const url = canonicalUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** Tab titles of pages that are not public content: the staff area uses the identity defaults, a page rendered at deploy passes the site's name. */
export function staffMeta(title: string, companyName: string = identityDefaults.companyName): MetaDescriptor[] {
  return [{ title: `${title} | ${companyName}` }, { name: "robots", content: "noindex" }];
}
