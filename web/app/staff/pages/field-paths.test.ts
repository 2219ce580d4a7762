import { field } from "@helixmap/common/pages/fields";
import { describe, expect, it } from "vitest";
import { blankValues, labelOfPath, withValueAt } from "./field-paths";

const fields = {
  intro: field.text("Introduction"),
  platformLink: field.link("Link to the platform page"),
  values: field.list("Values", "Value", { title: field.text("Title"), tags: field.list("Tags", "Tag", {}) }),
  figures: field.group("Headline figures", { mappedGenes: field.number("Genes mapped", { min: 1 }) }),
  kind: field.choice("Kind", ["a", "b"]),
};

describe("a value's place in a page document", () => {
  it("sets a value deep inside groups and lists, sharing everything off its path", () => {
    const doc = { intro: "x", values: [{ title: "A" }, { title: "B" }], figures: { mappedGenes: 27 } };
    const next = withValueAt(doc, "values.1.title", "Bee");
    expect(next).toEqual({ ...doc, values: [{ title: "A" }, { title: "Bee" }] });
    expect(next.values).not.toBe(doc.values);
    expect((next.values as unknown[])[0]).toBe(doc.values[0]);
    expect(next.figures).toBe(doc.figures);
    expect(withValueAt(doc, "figures.mappedGenes", 31).figures).toEqual({ mappedGenes: 31 });
  });

  it("names a path with the schema's labels, list entries counted from one", () => {
    expect(labelOfPath(fields, "values.2.title")).toBe("Values › Value 3 › Title");
    expect(labelOfPath(fields, "platformLink.href")).toBe("Link to the platform page › Goes to");
    expect(labelOfPath(fields, "figures.mappedGenes")).toBe("Headline figures › Genes mapped");
    expect(labelOfPath(fields, "values")).toBe("Values");
  });

  it("starts a new entry empty, on the first choice and the least number allowed", () => {
    expect(blankValues(fields)).toEqual({
      intro: "",
      platformLink: { label: "", href: "" },
      values: [],
      figures: { mappedGenes: 1 },
      kind: "a",
    });
  });
});
