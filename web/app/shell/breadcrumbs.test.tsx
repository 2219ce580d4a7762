import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "./breadcrumbs";

describe("breadcrumbsFor", () => {
  it("starts with the site's word for home and turns hyphenated segments into capitalised words", () => {
    expect(breadcrumbsFor("/investment-opportunity", "Start")).toEqual([
      { label: "Start", to: "/" },
      { label: "Investment Opportunity", to: "/investment-opportunity" },
    ]);
  });

  it("links an intermediate segment that is a page and names the current page as its route says", () => {
    expect(breadcrumbsFor("/press-releases/series-a-closes", "Start", "Series A Closes at $30M")).toEqual([
      { label: "Start", to: "/" },
      { label: "Press Releases", to: "/press-releases" },
      { label: "Series A Closes at $30M", to: "/press-releases/series-a-closes" },
    ]);
  });

  it("leaves out an intermediate segment that is no page, rather than linking to a redirect", () => {
    expect(breadcrumbsFor("/pages/careers", "Start", "Careers").map((c) => c.to)).toEqual(["/", "/pages/careers"]);
    expect(breadcrumbsFor("/press-alerts/confirm", "Start").map((c) => c.label)).toEqual(["Start", "Confirm"]);
  });
});
