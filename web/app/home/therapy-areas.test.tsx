import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testPage } from "../test-support/home-page";
import { TherapyAreas } from "./therapy-areas";

const { applications } = testPage;

describe("the therapy areas section", () => {
  it("shows a tab per area and the market banner", () => {
    render(<TherapyAreas applications={applications} />);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Cancer", "HIV"]);
    expect(screen.getByText(applications.bannerValue)).toBeInTheDocument();
    expect(screen.getByText(applications.bannerLabel)).toBeInTheDocument();
  });

  it.each(applications.areas.map((a) => [a.tab, a] as const))("the %s tab shows its panel", async (tab, area) => {
    const user = userEvent.setup();
    render(<TherapyAreas applications={applications} />);
    await user.click(screen.getByRole("tab", { name: tab }));
    const panel = screen.getByRole("tabpanel", { name: tab });
    expect(within(panel).getByRole("heading", { name: "Mechanisms" })).toBeInTheDocument();
    expect(within(panel).getByText(area.indications[0]?.text ?? "")).toBeInTheDocument();
    expect(within(panel).getByText(area.marketSize)).toBeInTheDocument();
    expect(within(panel).getByText(area.timeline)).toBeInTheDocument();
  });
});
