import { field } from "@helixmap/common/pages/fields";
import { describe, expect, it } from "vitest";
import { pageChanges } from "./page-changes";

const fields = {
  intro: field.text("Introduction"),
  platformLink: field.link("Link to the platform page"),
  values: field.list("Values", "Value", { title: field.text("Title") }),
};

describe("what differs between two versions of a page", () => {
  it("lists each changed value by its label, list entries added or removed included", () => {
    const before = { intro: "Same", platformLink: { label: "Go", href: "/a" }, values: [{ title: "One" }] };
    const after = {
      intro: "Same",
      platformLink: { label: "Go", href: "/b" },
      values: [{ title: "Uno" }, { title: "Two" }],
    };
    expect(pageChanges(fields, before, after)).toEqual([
      { path: "platformLink.href", label: "Link to the platform page › Goes to", before: "/a", after: "/b" },
      { path: "values.0.title", label: "Values › Value 1 › Title", before: "One", after: "Uno" },
      { path: "values.1.title", label: "Values › Value 2 › Title", before: null, after: "Two" },
    ]);
  });

  it("finds nothing in equal documents", () => {
    const doc = { intro: "x", platformLink: { label: "a", href: "/" }, values: [] };
    expect(pageChanges(fields, doc, structuredClone(doc))).toEqual([]);
  });
});
