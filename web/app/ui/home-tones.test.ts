import { describe, expect, it } from "vitest";
import { confidentialityTone, cureStatusTone, documentStatusTone, progressStatusTone } from "./tones";

describe("home page status tones", () => {
  it("colours science progress statuses", () => {
    expect(["Validated", "In Vitro", "Ongoing", "Preclinical"].map(progressStatusTone)).toEqual([
      "green",
      "blue",
      "accent",
      "yellow",
    ]);
  });

  it("colours research documents and cure programmes", () => {
    expect(["Published", "Active"].map(documentStatusTone)).toEqual(["green", "blue"]);
    expect(["Confidential", "Proprietary"].map(confidentialityTone)).toEqual(["red", "yellow"]);
    expect(["Ready for preclinical trials", "Conceptual development phase"].map(cureStatusTone)).toEqual([
      "green",
      "grey",
    ]);
  });
});
