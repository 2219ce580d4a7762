import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, it } from "vitest";
import { PAGE_SEEDS } from "../../seed/page-seeds";
import { auditCount } from "../../test/audit";
import { describeOnDatabases } from "../../test/harness";
import { testSiteRenderer } from "../../test/site-renderer";

const base = testSiteRenderer();

describeOnDatabases(
  "live preview of unsaved values",
  (h) => {
    const preview = async (path: string, body: unknown, role: "administrator" | "partner" = "administrator") => {
      const user = await h().createUser(role);
      return h().call("POST", path, { body, cookie: user.cookie });
    };

    it("renders an unsaved item at its own path with the site's Markdown renderer, scripts removed, saving nothing", async () => {
      const admin = await h().createUser("administrator");
      const auditBefore = await auditCount(h());
      const res = await h().call("POST", API_PATHS.livePreview.content, {
        cookie: admin.cookie,
        body: {
          title: "Phase 2 readout",
          contentType: "press_release",
          content: "## Results\n\n| Arm | n |\n| --- | --- |\n| A | **12** |",
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { html } = res.body as { html: string };
      expect(html).toContain("<h1>Phase 2 readout</h1>");
      expect(html).toContain("<h2>Results</h2>");
      expect(html).toContain('<table class="md-table">');
      expect(html).toContain("<strong>12</strong>");
      expect(html).not.toMatch(/<script/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      const list = await h().call("GET", API_PATHS.content, { cookie: admin.cookie });
      expect((list.body as { items: ContentItem[] }).items.map((i) => i.title)).not.toContain("Phase 2 readout");
      expect(await auditCount(h())).toBe(auditBefore);
    });

    it("shows a stored item's unsaved values in place of its published version, for a partner too", async () => {
      const admin = await h().createUser("administrator");
      const created = await h().call("POST", API_PATHS.content, {
        cookie: admin.cookie,
        body: {
          title: "Pipeline update",
          slug: "pipeline-update",
          contentType: "research",
          published: true,
          content: "Old",
        },
      });
      const { id } = (created.body as { item: ContentItem }).item;
      const res = await preview(
        API_PATHS.livePreview.content,
        { id, title: "Pipeline update", slug: "pipeline-update", contentType: "research", content: "*New* words" },
        "partner",
      );
      expect(res.status).toBe(200);
      expect((res.body as { html: string }).html).toContain("<p><em>New</em> words</p>");
      expect((res.body as { html: string }).html).not.toContain("<p>Old</p>");
      const stored = await h().call("GET", API_PATHS.contentItem(id), { cookie: admin.cookie });
      expect((stored.body as { item: ContentItem }).item.content).toBe("Old");
    });

    it("names the field that keeps an item from rendering", async () => {
      const res = await preview(API_PATHS.livePreview.content, { title: "", content: "x" });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "VALIDATION_FAILED", fields: { title: "Title is required" } } });
    });

    it("renders a page's unsaved fields at the page's path, and refuses fields a deploy would refuse", async () => {
      const story = "We **map** genes.";
      const res = await preview(API_PATHS.livePreview.page("about"), { fields: { ...PAGE_SEEDS.about, story } });
      expect(res.status).toBe(200);
      expect((res.body as { html: string }).html).toContain("<p>We <strong>map</strong> genes.</p>");
      const bad = await preview(API_PATHS.livePreview.page("about"), { fields: { ...PAGE_SEEDS.about, story: 42 } });
      expect(bad.status).toBe(409);
      expect(bad.body).toMatchObject({ error: { code: "CONFLICT" } });
      expect((bad.body as { error: { message: string } }).error.message).toContain("story");
      const missing = await preview(API_PATHS.livePreview.page("no-such-page"), { fields: {} });
      expect(missing.status).toBe(404);
    });
  },
  {
    // The test renderer shows an item's body; this one also shows the About page's rendered story.
    siteRenderer: {
      ...base,
      async renderPage(path, snapshot) {
        const page = await base.renderPage(path, snapshot);
        if (path !== "/about") return page;
        return { ...page, html: page.html.replace("</h1>", `</h1>${snapshot.pages.about.story.html}`) };
      },
    },
  },
);
