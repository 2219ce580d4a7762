import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testPage } from "../test-support/home-page";
import { Investment } from "./investment";

const { investment } = testPage;
const files = {
  pitchDeck: {
    id: "00000000-0000-4000-8000-000000000001",
    kind: "document" as const,
    filename: "Pitch_Deck.pdf",
    mimeType: "application/pdf",
    bytes: 7048,
    pages: 5,
    width: null,
    height: null,
    alt: "Pitch deck",
    href: "/media/0123456789abcdef/Pitch_Deck.pdf",
    sources: [],
    files: [],
  },
  materials: undefined,
};

afterEach(() => vi.restoreAllMocks());

describe("Investment", () => {
  it("shows the offer figures and the milestone bars with the rounds that fund them", () => {
    render(<Investment investment={investment} files={files} />);
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
        <Investment investment={investment} files={files} />
        <section id="contact" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Schedule Meeting" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("links the pitch deck's stored file with its name, size and pages, and offers no link without a file", () => {
    render(<Investment investment={investment} files={files} />);
    const deck = screen.getByRole("link", { name: "Download Pitch Deck" });
    expect(deck).toHaveAttribute("href", files.pitchDeck.href);
    expect(deck).toHaveAttribute("download", "Pitch_Deck.pdf");
    expect(screen.getByText("Pitch_Deck.pdf (PDF, 5 pages, 7 KB)")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Investment Materials Package" })).not.toBeInTheDocument();
  });
});
