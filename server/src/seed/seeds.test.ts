import { documentProblems, problemText } from "@helixmap/common/pages/consistency";
import { DOCUMENT_KEYS, documentSchema, fieldsOf, SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholderValues } from "@helixmap/common/pages/placeholders";
import { describe, expect, it } from "vitest";
import { ITEM_SEEDS } from "./item-seeds";
import { PAGE_SEEDS } from "./page-seeds";
import { siteSeed } from "./pages/site";

const vars = placeholderValues(SITE_FIELDS, siteSeed);
const figures = placeholderValues(SITE_FIELDS.figures.fields, siteSeed.figures);

describe("the seed", () => {
  it.each(DOCUMENT_KEYS)("gives %s values its schema accepts", (key) => {
    const parsed = documentSchema(key).safeParse(PAGE_SEEDS[key]);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });

  it.each(DOCUMENT_KEYS.filter((k) => k !== "site"))(
    "states no figure by hand and names only real settings on %s",
    (key) => {
      const values = PAGE_SEEDS[key] as Record<string, unknown>;
      expect(documentProblems(key, fieldsOf(key), values, vars, figures).map(problemText)).toEqual([]);
    },
  );

  it("gives every seeded item a slug of its own", () => {
    const slugs = ITEM_SEEDS.map((i) => i.slug.toLowerCase());
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });
});
