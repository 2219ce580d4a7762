import type { RenderedPage } from "@helixmap/common/pages/page-catalogue";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testSite } from "../../test-support/rendered-site";
import PrivacyPolicyPage from "../privacy-policy";
import { renderPage } from "./test-support/render-page";

/** The policy's PDF as a deploy publishes it. */
const PDF = {
  id: "00000000-0000-4000-8000-000000000002",
  kind: "document" as const,
  filename: "Privacy_Policy.pdf",
  mimeType: "application/pdf",
  bytes: 5 * 1024,
  pages: 2,
  width: null,
  height: null,
  alt: "Privacy Policy",
  href: "/media/0123456789abcdef/Privacy_Policy.pdf",
  sources: [],
  files: [],
};

const page: RenderedPage<"privacy-policy"> = {
  title: "Privacy Policy",
  breadcrumb: "",
  description: "What we collect.",
  intro: "This policy explains what we collect.",
  lastUpdatedLabel: "Last updated",
  lastUpdated: "2025-01-15",
  download: { label: "Download PDF", document: PDF.href },
  contentsTitle: "On this page",
  sections: [
    {
      title: "Information we collect",
      anchor: "information-we-collect",
      body: { html: "<p>Only what you give us.</p><ul><li>Contact details</li><li>Server logs</li></ul>" },
    },
    { title: "Contact us", anchor: "contact", body: { html: "<p>Write to us.</p>" } },
  ],
};

describe("a legal page", () => {
  it("dates the text, lists its sections and numbers them in order, from its page document", async () => {
    renderPage(PrivacyPolicyPage, { page, site: testSite, documents: { [PDF.href]: PDF } });
    expect(await screen.findByText("Last updated January 15, 2025", {}, { timeout: 10_000 })).toBeInTheDocument();
    const contents = screen.getByRole("navigation", { name: "On this page" });
    expect(within(contents).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "#contact");
    expect(screen.getByRole("heading", { name: "1. Information we collect" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "2. Contact us" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toContain("Server logs");
    expect(screen.getByRole("link", { name: "Download PDF: Privacy Policy" })).toHaveAttribute("href", PDF.href);
    expect(screen.getByText("Privacy_Policy.pdf (PDF, 2 pages, 5 KB)")).toBeInTheDocument();
  });
});
