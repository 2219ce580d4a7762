import { describe, expect, it } from "vitest";
import {
  complianceStatusTone,
  deploymentStatusTone,
  milestoneStatusTone,
  priorityTone,
  regulatoryStatusTone,
} from "./tones";

describe("status tones", () => {
  it("colours regulatory statuses", () => {
    expect(["Submitted", "In Progress", "Ongoing", "Complete", "Preparing"].map(regulatoryStatusTone)).toEqual([
      "blue",
      "blue",
      "blue",
      "green",
      "yellow",
    ]);
  });

  it("colours milestone and compliance statuses", () => {
    expect(["Complete", "In Progress", "Preparing", "Planned", "Future"].map(milestoneStatusTone)).toEqual([
      "green",
      "blue",
      "yellow",
      "grey",
      "grey",
    ]);
    expect(["Compliant", "In Progress", "Preparing"].map(complianceStatusTone)).toEqual(["green", "blue", "yellow"]);
  });

  it("colours priorities High red, Medium yellow, other green", () => {
    expect(["High", "Medium", "Low"].map(priorityTone)).toEqual(["red", "yellow", "green"]);
  });

  it("colours deployments success green, failed red, pending yellow", () => {
    expect(["success", "failed", "pending"].map(deploymentStatusTone)).toEqual(["green", "red", "yellow"]);
  });
});
