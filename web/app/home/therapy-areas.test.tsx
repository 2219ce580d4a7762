import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { therapyAreas } from "../copy/home/therapy-areas";
import { TherapyAreas } from "./therapy-areas";

describe("the therapy areas section", () => {
  it("shows the four areas and the $437B banner", () => {
    render(<TherapyAreas />);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Cancer", "HIV", "Neuro", "Autoimmune"]);
    expect(screen.getByText("$437B")).toBeInTheDocument();
  });

  it.each(therapyAreas.map((a) => [a.tab, a] as const))("the %s tab shows its panel", async (tab, app) => {
    const user = userEvent.setup();
    render(<TherapyAreas />);
    await user.click(screen.getByRole("tab", { name: tab }));
    const panel = screen.getByRole("tabpanel", { name: tab });
    expect(within(panel).getByRole("heading", { name: "Mechanisms" })).toBeInTheDocument();
    expect(within(panel).getByText(app.indications[0] ?? "")).toBeInTheDocument();
    expect(within(panel).getByText(app.marketSize)).toBeInTheDocument();
    expect(within(panel).getByText(app.timeline)).toBeInTheDocument();
  });

  it("carries the market sizes from the spec", () => {
    expect(therapyAreas.map((a) => [a.id, a.marketSize])).toEqual([
      ["cancer", "$200B"],
      ["hiv", "$32B"],
      ["neuro", "$120B"],
      ["autoimmune", "$85B"],
    ]);
  });
});
