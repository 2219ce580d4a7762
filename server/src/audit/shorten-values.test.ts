import { AUDIT_VALUE_MAX_LENGTH } from "@helixmap/common/constants";
import { describe, expect, it } from "vitest";
import { shortenValues } from "./shorten-values";

describe("shortenValues", () => {
  it("keeps values up to the limit as they are", () => {
    const value = { title: "a".repeat(AUDIT_VALUE_MAX_LENGTH), published: true, count: 3, none: null };
    expect(shortenValues(value)).toEqual(value);
  });

  it("replaces a longer string, however deep, by its start, its length and the mark", () => {
    const long = "b".repeat(AUDIT_VALUE_MAX_LENGTH + 1);
    expect(shortenValues({ item: { content: long }, tags: [long] })).toEqual({
      item: { content: { shortened: true, preview: "b".repeat(AUDIT_VALUE_MAX_LENGTH), length: long.length } },
      tags: [{ shortened: true, preview: "b".repeat(AUDIT_VALUE_MAX_LENGTH), length: long.length }],
    });
  });

  it("counts and cuts characters, never half of one", () => {
    const dna = "🧬".repeat(6);
    expect(shortenValues(dna, 6)).toBe(dna);
    expect(shortenValues(`${dna}é`, 6)).toEqual({ shortened: true, preview: dna, length: 7 });
  });
});
