import { describe, expect, it } from "vitest";
import { platform } from "../figures";

describe("platform", () => {
  it("describes the platform as 123 amino acids, 27 genes and 15+ pathways", () => {
    expect([platform.aminoAcids, platform.mappedGenes, platform.pathwaysClaim]).toEqual([123, 27, "15+"]);
  });
});
