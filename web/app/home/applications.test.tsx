import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applications } from "../copy/home/applications";
import { Applications } from "./applications";

describe("Applications", () => {
  it("shows the four areas and the $437B banner", () => {
    render(<Applications />);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Cancer", "HIV", "Neuro", "Autoimmune"]);
    expect(screen.getByText("$437B")).toBeInTheDocument();
  });

  it.each(applications.map((a) => [a.tab, a] as const))("the %s tab shows its panel", async (tab, app) => {
    const user = userEvent.setup();
    render(<Applications />);
    await user.click(screen.getByRole("tab", { name: tab }));
    const panel = screen.getByRole("tabpanel", { name: tab });
    expect(within(panel).getByRole("heading", { name: "Mechanisms" })).toBeInTheDocument();
    expect(within(panel).getByText(app.indications[0] ?? "")).toBeInTheDocument();
    expect(within(panel).getByText(app.marketSize)).toBeInTheDocument();
    expect(within(panel).getByText(app.timeline)).toBeInTheDocument();
  });

  it("carries the market sizes from the spec", () => {
    expect(applications.map((a) => [a.id, a.marketSize])).toEqual([
      ["cancer", "$200B"],
      ["hiv", "$32B"],
      ["neuro", "$120B"],
      ["autoimmune", "$85B"],
    ]);
  });
});
