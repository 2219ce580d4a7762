import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testPage } from "../test-support/home-page";
import { Investment } from "./investment";

const { investment } = testPage;
const downloads = {
  pitchDeck: vi.fn(() => Promise.resolve()),
  materials: vi.fn(() => Promise.reject(new Error("offline"))),
};

afterEach(() => vi.restoreAllMocks());

describe("Investment", () => {
  it("shows the offer figures and the milestone bars with the rounds that fund them", () => {
    render(<Investment investment={investment} downloads={downloads} />);
    for (const h of investment.highlights) expect(screen.getAllByText(h.value).length).toBeGreaterThan(0);
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toEqual(["100", "0"]);
    expect(bars[0]).toHaveAttribute("data-state", "complete");
    expect(screen.getByText("Funded by Seed ($2M) and Seed extension ($3M)")).toBeInTheDocument();
    expect(screen.getByText("Funded by Series A")).toBeInTheDocument();
  });

  it("Schedule Meeting scrolls to the contact section", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(
      <>
        <Investment investment={investment} downloads={downloads} />
        <section id="contact" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Schedule Meeting" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("downloads the pitch deck, and says so when a download fails", async () => {
    (globalThis as { __expectConsoleError?: boolean }).__expectConsoleError = true;
    render(<Investment investment={investment} downloads={downloads} />);
    await userEvent.click(screen.getByRole("button", { name: "Download Pitch Deck" }));
    expect(downloads.pitchDeck).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Investment Materials Package" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("could not be prepared");
  });
});
