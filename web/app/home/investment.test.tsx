import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Investment } from "./investment";

const downloads = vi.hoisted(() => ({
  downloadPitchDeck: vi.fn(() => Promise.resolve()),
  downloadInvestmentMaterials: vi.fn(() => Promise.reject(new Error("offline"))),
}));
vi.mock("./downloads", () => downloads);

afterEach(() => vi.restoreAllMocks());

describe("Investment", () => {
  it("shows the Series A highlights and milestone bars", () => {
    render(<Investment />);
    for (const value of ["$50M", "$150M", "$200M", "25%", "$2.5B"]) {
      expect(screen.getAllByText(value).length).toBeGreaterThan(0);
    }
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toEqual(["100", "60", "25", "0"]);
    expect(bars[0]).toHaveAttribute("data-state", "complete");
  });

  it("Schedule Meeting scrolls to the contact section", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(
      <>
        <Investment />
        <section id="contact" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Schedule Meeting" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("downloads the pitch deck, and says so when a download fails", async () => {
    (globalThis as { __expectConsoleError?: boolean }).__expectConsoleError = true;
    render(<Investment />);
    await userEvent.click(screen.getByRole("button", { name: "Download Pitch Deck" }));
    expect(downloads.downloadPitchDeck).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Investment Materials Package" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("could not be prepared");
  });
});
