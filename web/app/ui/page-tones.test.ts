import { describe, expect, it } from "vitest";
import {
  filingStatusTone,
  fundingStatusTone,
  importanceTone,
  intellectualPropertyStatusTone,
  publicationStatusTone,
  trialStatusTone,
} from "./tones";

describe("status tones of the public pages", () => {
  it("colours filings, publications and impact", () => {
    expect(["Filed", "Pending"].map(filingStatusTone)).toEqual(["green", "yellow"]);
    expect(["Published", "In Press", "Under Review"].map(publicationStatusTone)).toEqual(["green", "blue", "yellow"]);
    expect(["High", "Medium"].map(importanceTone)).toEqual(["accent", "blue"]);
  });

  it("colours patents, trademarks and trials", () => {
    expect(["Filed", "Registered", "Under Review", "Pending"].map(intellectualPropertyStatusTone)).toEqual([
      "green",
      "green",
      "blue",
      "yellow",
    ]);
    expect(["Preparing to Start", "Planning Phase"].map(trialStatusTone)).toEqual(["blue", "yellow"]);
  });

  it("colours funding stages and milestones", () => {
    expect(["Complete", "In Progress", "Target", "Planning", "Future"].map(fundingStatusTone)).toEqual([
      "green",
      "blue",
      "yellow",
      "yellow",
      "grey",
    ]);
  });
});
