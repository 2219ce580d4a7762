import { describe, expect, it } from "vitest";
import { type BreadcrumbHandle, crumbLabel, trailOf } from "./breadcrumbs";

const itemHandle: BreadcrumbHandle = {
  breadcrumbs: (data) => (data as { trail: { label: string; to: string }[] }).trail,
};

describe("the breadcrumb trail", () => {
  it("names a page after its page document: its breadcrumb when staff set one, otherwise its title", () => {
    expect(
      trailOf([{ handle: undefined, loaderData: { page: { title: "SEC Filings", breadcrumb: "" } } }], "/sec-filings"),
    ).toEqual([{ label: "SEC Filings", to: "/sec-filings" }]);
    expect(crumbLabel({ title: "Developer Portal", breadcrumb: "Developers" })).toBe("Developers");
    expect(crumbLabel({ title: "Developer Portal", breadcrumb: "" })).toBe("Developer Portal");
  });

  it("takes the deepest route's own trail when it names one, as an item's page does", () => {
    const trail = [
      { label: "Press Releases", to: "/press-releases" },
      { label: "Series A Closes at $30M", to: "/press-releases/series-a-closes" },
    ];
    const matches = [
      { handle: undefined, loaderData: { page: { title: "The layout's page" } } },
      { handle: itemHandle, loaderData: { trail } },
    ];
    expect(trailOf(matches, "/press-releases/series-a-closes")).toEqual(trail);
  });

  it("is empty for a route that names nothing, leaving the site's word for home alone", () => {
    expect(trailOf([{ handle: undefined, loaderData: { site: {} } }], "/elsewhere")).toEqual([]);
  });
});
