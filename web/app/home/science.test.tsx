import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testPage } from "../test-support/home-page";
import { Science } from "./science";

const { science } = testPage;

describe("Science", () => {
  it("shows a progress bar per workstream at its completion", () => {
    render(<Science science={science} />);
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toEqual(["85", "92"]);
    for (const bar of bars) expect(bar).toHaveAttribute("data-state", "loading");
  });

  it("shows the platform figures and the highlight band", () => {
    render(<Science science={science} />);
    expect(screen.getByRole("heading", { name: science.efficacyTitle })).toBeInTheDocument();
    for (const figure of [...science.metrics, ...science.efficacy]) {
      expect(screen.getByText(figure.value)).toBeInTheDocument();
      expect(screen.getByText(figure.label)).toBeInTheDocument();
    }
  });
});
