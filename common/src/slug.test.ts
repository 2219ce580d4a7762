import { describe, expect, it } from "vitest";
import { contentPatchSchema } from "./api";
import { SLUG_MAX_LENGTH, slugFromTitle, slugProblem } from "./slug";

describe("slugFromTitle", () => {
  it("normalises a title into a slug a person could have typed", () => {
    expect(slugFromTitle("Q&A: What's next? / Part #1")).toBe("q-a-what-s-next-part-1");
    expect(slugFromTitle("  Café Résumé  ")).toBe("cafe-resume");
    expect(slugFromTitle("Über 100% ")).toBe("uber-100");
  });

  it("gives slugs that pass the typed slug's own check", () => {
    for (const title of ["What? / Why #1", "a".repeat(300), "tab\there", "x/y?z#w"]) {
      const slug = slugFromTitle(title);
      expect(slugProblem(slug), title).toBeNull();
      expect(contentPatchSchema.safeParse({ slug }).success, title).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    }
  });

  it("refuses the dot segments, escaped or not, and control characters, which would leave the item's section in a path", () => {
    for (const slug of [".", "..", "a\u0001b", "tab\there", "del\u007f", "%2e%2e", ".%2e", "a\\b"]) {
      expect(slugProblem(slug), JSON.stringify(slug)).not.toBeNull();
      expect(contentPatchSchema.safeParse({ slug }).success, JSON.stringify(slug)).toBe(false);
    }
    for (const slug of ["...", ".well", "v1.2"]) expect(slugProblem(slug), slug).toBeNull();
  });

  it("leaves nothing for a title without letters or digits, which the check refuses", () => {
    expect(slugFromTitle("?!? ###")).toBe("");
    expect(slugProblem("")).not.toBeNull();
  });
});
