import { DEPLOYMENT_STATUSES } from "@helixmap/common/api";
import {
  FILING_STATUSES,
  PATENT_STATUSES,
  PUBLICATION_STATUSES,
  RESEARCH_STATUSES,
} from "@helixmap/common/content-fields";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { seriesAMilestones } from "../copy/figures";
import { cureCards } from "../copy/home/cures";
import { progressItems } from "../copy/home/science";
import { clinicalTrials } from "../copy/pages/clinical-trials";
import { fundingStages } from "../copy/pages/financial";
import { Investment } from "../home/investment";
import type { Route } from "../routes/+types/investment-opportunity";
import InvestmentOpportunityPage from "../routes/investment-opportunity";
import { httpMethodTone, importanceTone, priorityTone, STATUS_TONES, statusTone } from "./tones";

/** Every status any page, card, table or staff screen shows: the code's own content and the items' choices. */
const SHOWN_STATUSES = [
  ...PUBLICATION_STATUSES,
  ...PATENT_STATUSES,
  ...FILING_STATUSES,
  ...RESEARCH_STATUSES,
  ...seriesAMilestones.map((m) => m.status),
  ...fundingStages.map((s) => s.status),
  ...progressItems.map((p) => p.status),
  ...cureCards.map((c) => c.status),
  ...clinicalTrials.map((t) => t.status),
  ...DEPLOYMENT_STATUSES,
];

// Only the events section reads loader data yet; the rest of the page is still code.
const investmentPageProps = {
  loaderData: {
    page: {
      eventsTitle: "Investor events",
      eventsIntro: "",
      noEvents: "None",
      eventCard: { held: "held", addToCalendar: "Add" },
    },
    events: [],
  },
} as unknown as Route.ComponentProps;

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
        <Investment />
        <InvestmentOpportunityPage {...investmentPageProps} />
      </MemoryRouter>,
    );
    for (const m of seriesAMilestones) {
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
