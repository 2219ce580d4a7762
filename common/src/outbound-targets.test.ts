import { describe, expect, it } from "vitest";
import { isSameSite, outboundTargets, SITE_DOCUMENTS } from "./outbound-targets";

describe("outbound targets", () => {
  it("default to documents this site serves itself", () => {
    expect(outboundTargets({})).toEqual({
      scienceViewerUrl: SITE_DOCUMENTS.scientificFoundation,
      scienceDocumentUrl: SITE_DOCUMENTS.scientificFoundation,
      demoUrl: SITE_DOCUMENTS.technologyDemo,
    });
    expect(isSameSite(outboundTargets({}).scienceViewerUrl)).toBe(true);
  });

  it("take a configured https address or site path", () => {
    const targets = outboundTargets({
      SCIENCE_VIEWER_URL: "https://viewer.example/doc?embedded=true",
      DEMO_URL: "https://video.example/demo",
      SCIENCE_DOCUMENT_URL: "/documents/other.pdf",
    });
    expect(targets).toEqual({
      scienceViewerUrl: "https://viewer.example/doc?embedded=true",
      scienceDocumentUrl: "/documents/other.pdf",
      demoUrl: "https://video.example/demo",
    });
    expect(isSameSite(targets.scienceViewerUrl)).toBe(false);
  });

  it.each(["http://viewer.example/doc", "//viewer.example/doc", "javascript:alert(1)", "viewer"])(
    "refuses %s, naming the variable",
    (value) => {
      expect(() => outboundTargets({ DEMO_URL: value })).toThrow(/DEMO_URL/);
    },
  );
});
