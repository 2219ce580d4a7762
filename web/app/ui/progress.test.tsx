import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Progress } from "./progress";

const expectConsoleError = () => {
  (globalThis as { __expectConsoleError?: boolean }).__expectConsoleError = true;
};

describe("Progress", () => {
  it("is loading with a value below max and exposes its value", () => {
    render(<Progress value={85} label="Efficacy" unknownText="Unknown" />);
    const bar = screen.getByRole("progressbar", { name: "Efficacy" });
    expect(bar).toHaveAttribute("data-state", "loading");
    expect(bar).toHaveAttribute("aria-valuenow", "85");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
  });

  it("is complete when the value equals max", () => {
    render(<Progress value={40} max={40} label="Done" unknownText="Unknown" />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
  });

  it("is indeterminate without a value", () => {
    render(<Progress label="Pending" unknownText="Not yet known" />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("data-state", "indeterminate");
    expect(bar).toHaveAttribute("aria-valuetext", "Not yet known");
    expect(bar).not.toHaveAttribute("aria-valuenow");
  });

  it("treats a value outside 0..max as indeterminate", () => {
    expectConsoleError();
    render(<Progress value={140} label="Over" unknownText="Unknown" />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("data-state", "indeterminate");
  });

  it("falls back to max 100 with a console error for a non-positive max", () => {
    expectConsoleError();
    render(<Progress value={50} max={0} label="Bad max" unknownText="Unknown" />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("data-state", "loading");
  });
});
