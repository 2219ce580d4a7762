import { describe, expect, it } from "vitest";
import { fillIn } from "./fill-in";

describe("fillIn", () => {
  it("puts each value in its blank, wherever and however often it appears", () => {
    expect(fillIn("{title} Atom feed", { title: "SEC Filings" })).toBe("SEC Filings Atom feed");
    expect(fillIn("{gene} (codon {codon}), {gene}", { gene: "CCR5", codon: "ATG" })).toBe("CCR5 (codon ATG), CCR5");
  });

  it("leaves a blank the page gives no value for as written, and words without blanks alone", () => {
    expect(fillIn("{name} progress {unknown}", { name: "Delivery" })).toBe("Delivery progress {unknown}");
    expect(fillIn("Indeterminate", { name: "x" })).toBe("Indeterminate");
  });
});
