import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Science } from "./science";

describe("Science", () => {
  it("shows four progress bars at 85, 78, 92 and 65 percent", () => {
    render(<Science />);
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toEqual(["85", "78", "92", "65"]);
    for (const bar of bars) expect(bar).toHaveAttribute("data-state", "loading");
  });

  it("derives the efficacy strip from the progress items", () => {
    render(<Science />);
    expect(screen.getByText("80%")).toBeInTheDocument();
    expect(screen.getByText("1 of 4")).toBeInTheDocument();
  });
});
