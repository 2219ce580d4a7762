import { describe, expect, it } from "vitest";
import { fieldChanges, lineChanges, showValue } from "./version-changes";

describe("lineChanges", () => {
  it("marks the lines only in the version as removed and the ones only in the current item as added", () => {
    expect(lineChanges("one\ntwo\nthree", "one\n2\nthree\nfour")).toEqual([
      { kind: "same", text: "one" },
      { kind: "removed", text: "two" },
      { kind: "added", text: "2" },
      { kind: "same", text: "three" },
      { kind: "added", text: "four" },
    ]);
  });

  it("finds nothing to mark in equal bodies", () => {
    expect(lineChanges("same\nbody", "same\nbody")).toEqual([
      { kind: "same", text: "same" },
      { kind: "same", text: "body" },
    ]);
  });
});

describe("fieldChanges", () => {
  it("lists the differing fields other than title, body and bookkeeping, new fields included", () => {
    const before = { id: "1", title: "A", content: "x", visibility: "public", published: false, updatedAt: "t1" };
    const after = {
      id: "1",
      title: "B",
      content: "y",
      visibility: "partner",
      published: false,
      updatedAt: "t2",
      summary: "New",
    };
    expect(fieldChanges(before, after)).toEqual([
      { field: "visibility", before: "public", after: "partner" },
      { field: "summary", before: undefined, after: "New" },
    ]);
  });

  it("shows values as text", () => {
    expect([showValue("x"), showValue(null), showValue(true), showValue(["a"])]).toEqual(["x", "—", "true", '["a"]']);
  });
});
