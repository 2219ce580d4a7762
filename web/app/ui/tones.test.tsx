import { DEPLOYMENT_STATUSES } from "@helixmap/common/api";
import { PAGE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { seriesAMilestones } from "../copy/figures";
import { clinicalTrials } from "../copy/pages/clinical-trials";
import { fundingStages } from "../copy/pages/financial";
import { patents, trademarks } from "../copy/pages/patents";
import { publications } from "../copy/pages/publications";
import { complianceAreas, milestonePhases, regulatoryUpdates } from "../copy/pages/regulatory";
import { secFilings } from "../copy/pages/sec-filings";
import type { ResearchDocument } from "../home/home-page";
import { Investment } from "../home/investment";
import InvestmentOpportunityPage from "../routes/investment-opportunity";
import { testPage } from "../test-support/home-page";
import { httpMethodTone, importanceTone, priorityTone, STATUS_TONES, statusTone } from "./tones";

/** Every status any page, card, table or staff screen shows. */
const home = PAGE_FIELDS.home;
const researchStatuses: ResearchDocument["status"][] = ["Published", "Active"];
const SHOWN_STATUSES = [
  ...home.cures.fields.cards.of.status.options,
  ...home.science.fields.progress.of.status.options,
  ...home.investment.fields.milestones.of.status.options,
  ...regulatoryUpdates.map((u) => u.status),
  ...milestonePhases.map((m) => m.status),
  ...complianceAreas.map((c) => c.status),
  ...seriesAMilestones.map((m) => m.status),
  ...fundingStages.map((s) => s.status),
  ...researchStatuses,
  ...secFilings.map((f) => f.status),
  ...publications.map((p) => p.status),
  ...patents.map((p) => p.status),
  ...trademarks.map((t) => t.status),
  ...clinicalTrials.map((t) => t.status),
  ...DEPLOYMENT_STATUSES,
];

const noDownload = () => Promise.resolve();

describe("status colours", () => {
  it("keep the spec's regulatory, milestone and compliance colours", () => {
    expect(["Submitted", "In Progress", "Ongoing", "Complete", "Preparing"].map(statusTone)).toEqual([
      "blue",
      "blue",
      "blue",
      "green",
      "yellow",
    ]);
    expect(["Complete", "In Progress", "Preparing", "Planned", "Future"].map(statusTone)).toEqual([
      "green",
      "blue",
      "yellow",
      "grey",
      "grey",
    ]);
    expect(["Compliant", "In Progress", "Preparing"].map(statusTone)).toEqual(["green", "blue", "yellow"]);
    expect(["success", "failed", "pending"].map(statusTone)).toEqual(["green", "red", "yellow"]);
  });

  it("give every status the site shows an explicit colour of its own", () => {
    const unknown = [...new Set(SHOWN_STATUSES)].filter((s) => !(s in STATUS_TONES));
    expect(unknown).toEqual([]);
  });

  it("show a milestone status in the same colour on the home page and the Investment Opportunity page", () => {
    const tones = (status: string) =>
      screen.getAllByText(status, { selector: "[data-tone]" }).map((b) => b.getAttribute("data-tone"));
    render(
      <MemoryRouter>
        <Investment investment={testPage.investment} downloads={{ pitchDeck: noDownload, materials: noDownload }} />
        <InvestmentOpportunityPage />
      </MemoryRouter>,
    );
    for (const m of testPage.investment.milestones) {
      const seen = tones(m.status);
      expect(seen.length, m.status).toBeGreaterThanOrEqual(2);
      expect(new Set(seen), m.status).toEqual(new Set([statusTone(m.status)]));
    }
  });

  it("colour priorities, importance and API methods, which are not statuses", () => {
    expect(["High", "Medium", "Low"].map(priorityTone)).toEqual(["red", "yellow", "green"]);
    expect(["High", "Medium"].map(importanceTone)).toEqual(["accent", "blue"]);
    expect(["GET", "POST"].map(httpMethodTone)).toEqual(["blue", "green"]);
  });
});
