import { SITE_DOCUMENTS } from "@helixmap/common/outbound-targets";
import { describe, expect, it } from "vitest";
import { platform } from "../copy/figures";
import { siteDocuments } from "./site-documents";

function read(html: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const words = (doc.body.textContent ?? "").split(/\s+/).filter(Boolean).length;
  return { doc, words, text: doc.body.textContent ?? "" };
}

describe("documents this site serves itself", () => {
  const byPath = new Map(siteDocuments().map((d) => [d.path, d.html]));

  it("writes the scientific foundation and the technology demo to the configured default paths", () => {
    expect([...byPath.keys()].sort()).toEqual(Object.values(SITE_DOCUMENTS).sort());
  });

  it("gives the scientific foundation several sections of substance with the platform's figures", () => {
    const { doc, words, text } = read(byPath.get(SITE_DOCUMENTS.scientificFoundation)!);
    expect(doc.querySelectorAll("h2").length).toBeGreaterThanOrEqual(6);
    expect(words).toBeGreaterThan(700);
    expect(text).toContain(`${platform.aminoAcids} amino acids`);
    expect(text).toContain(`${platform.mappedGenes} therapeutic genes`);
    expect(text).toContain(`${platform.geneMappingsClaim} mappings onto ${platform.mappedGenes} distinct genes`);
  });

  it("gives the technology demo a step-by-step walk-through", () => {
    const { doc, words } = read(byPath.get(SITE_DOCUMENTS.technologyDemo)!);
    expect([...doc.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(
      expect.arrayContaining(["Step 1: one sequence", "Step 4: what happens inside"]),
    );
    expect(words).toBeGreaterThan(250);
  });

  it("loads nothing and runs nothing: no scripts, no external references", () => {
    for (const html of byPath.values()) {
      expect(html).not.toMatch(/<script|<link|<img|<iframe|https?:\/\//i);
    }
  });
});
