import { PUBLIC_ROUTES } from "@helixmap/common/routes";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { testSite as site } from "../test-support/rendered-site";
import { pageMeta } from "./meta";

/** A page's head as its page document gives it; the words are the test's own, as any page's are its document's. */
const head = (route: { path: string }) => ({
  page: { title: `Title of ${route.path}`, description: `What ${route.path} holds.` },
  site,
});

const ORIGIN = "https://www.helixmap.example";

function content(meta: MetaDescriptor[], key: "name" | "property", value: string): unknown {
  const tag = meta.find((m) => (m as Record<string, unknown>)[key] === value);
  return tag && "content" in tag ? tag.content : undefined;
}

const ldJson = (meta: MetaDescriptor[]) =>
  meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : []));

describe.each(PUBLIC_ROUTES)("sharing tags of $path", (route) => {
  const { page } = head(route);
  const meta = pageMeta(route.path, head(route));
  const url = `${ORIGIN}${route.path}`;

  it("gives Open Graph a title, description, type, site name and the canonical address", () => {
    expect(content(meta, "property", "og:title")).toContain(page.title);
    expect(content(meta, "property", "og:description")).toBe(page.description);
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:site_name")).toBe(site.identity.companyName);
    expect(content(meta, "property", "og:url")).toBe(url);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: url });
  });

  it("gives Twitter a summary card with the same title and description", () => {
    expect(content(meta, "name", "twitter:card")).toBe("summary");
    expect(content(meta, "name", "twitter:title")).toBe(content(meta, "property", "og:title"));
    expect(content(meta, "name", "twitter:description")).toBe(page.description);
  });
});

describe("structured data", () => {
  it("describes the company as a schema.org Organization on the home page", () => {
    const [schema, ...more] = ldJson(pageMeta("/", head(PUBLIC_ROUTES[0]!)));
    expect(more).toEqual([]);
    expect(schema).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.identity.companyName,
      legalName: site.identity.legalName,
      url: `${ORIGIN}/`,
      email: site.contact.contactEmail,
      telephone: site.contact.phone,
      foundingDate: "2024-03",
      address: { "@type": "PostalAddress", addressLocality: site.contact.city, postalCode: site.contact.postalCode },
    });
  });

  it("is only on the home page", () => {
    for (const route of PUBLIC_ROUTES.filter((r) => r.path !== "/")) {
      expect(ldJson(pageMeta(route.path, head(route)))).toEqual([]);
    }
  });
});
