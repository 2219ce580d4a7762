import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "./breadcrumbs";

describe("breadcrumbsFor", () => {
  it("starts with Home and turns hyphenated segments into capitalised words", () => {
    expect(breadcrumbsFor("/investment-opportunity")).toEqual([
      { label: "Home", to: "/" },
      { label: "Investment Opportunity", to: "/investment-opportunity" },
    ]);
  });

  it("links every intermediate segment", () => {
    expect(breadcrumbsFor("/a-b/c-d").map((c) => c.to)).toEqual(["/", "/a-b", "/a-b/c-d"]);
  });
});
