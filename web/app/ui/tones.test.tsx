import { DEPLOYMENT_STATUSES } from "@helixmap/common/api";
import {
  FILING_STATUSES,
  PATENT_STATUSES,
  PUBLICATION_STATUSES,
  RESEARCH_STATUSES,
} from "@helixmap/common/content-fields";
import { PAGE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Investment } from "../home/investment";
import type { Route } from "../routes/+types/investment-opportunity";
import InvestmentOpportunityPage from "../routes/investment-opportunity";
import { investmentOpportunityFixture } from "../routes/investment-opportunity.fixture";
import { renderPage } from "../routes/page-parts/test-support/render-page";
import { testPage } from "../test-support/home-page";
import { testSite } from "../test-support/rendered-site";
import { httpMethodTone, importanceTone, priorityTone, STATUS_TONES, statusTone } from "./tones";

/** Every status a page, card, table or staff screen shows that staff choose from a list. */
const home = PAGE_FIELDS.home;
const SHOWN_STATUSES = [
  ...home.cures.fields.cards.of.status.options,
  ...home.science.fields.progress.of.status.options,
  ...home.investment.fields.milestones.of.status.options,
  ...PAGE_FIELDS["investment-opportunity"].milestones.of.status.options,
  ...PAGE_FIELDS["financial-information"].stages.of.status.options,
  ...PAGE_FIELDS["clinical-trials"].trials.of.status.options,
  ...PAGE_FIELDS["patent-portfolio"].trademarks.of.status.options,
  ...PUBLICATION_STATUSES,
  ...PATENT_STATUSES,
  ...FILING_STATUSES,
  ...RESEARCH_STATUSES,
  ...DEPLOYMENT_STATUSES,
];

/** The home page's investment section and the Investment Opportunity page side by side. */
function BothPages(props: Route.ComponentProps) {
  return (
    <>
      <Investment investment={testPage.investment} files={{ pitchDeck: undefined, materials: undefined }} />
      <InvestmentOpportunityPage {...props} />
    </>
  );
}

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

  it("show a milestone status in the same colour on the home page and the Investment Opportunity page", async () => {
    const tones = (status: string) =>
      screen.getAllByText(status, { selector: "[data-tone]" }).map((b) => b.getAttribute("data-tone"));
    renderPage(BothPages, { page: investmentOpportunityFixture, site: testSite, events: [], documents: {} });
    // The data router renders once its loader has answered, which takes a moment on a busy machine.
    await screen.findByRole("heading", { name: "Milestones" }, { timeout: 10_000 });
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
