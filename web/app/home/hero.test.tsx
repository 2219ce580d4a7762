import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicConfig } from "../public-config";
import { testPage } from "../test-support/home-page";
import { Hero } from "./hero";

const { hero } = testPage;

afterEach(() => vi.restoreAllMocks());

describe("Hero", () => {
  it("states the headline claims", () => {
    render(<Hero hero={hero} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/HIV and cancer/);
    for (const claim of hero.claims) {
      expect(screen.getByText(claim.value)).toBeInTheDocument();
      expect(screen.getByText(claim.label)).toBeInTheDocument();
    }
  });

  it("opens the technology demo in a new tab without an opener", () => {
    render(<Hero hero={hero} />);
    const demo = screen.getByRole("link", { name: /Watch Technology Demo/ });
    expect(demo).toHaveAttribute("href", publicConfig.demoUrl);
    expect(publicConfig.demoUrl).toBe("/documents/technology-demo.html");
    expect(demo).toHaveAttribute("target", "_blank");
    expect(demo.getAttribute("rel")).toContain("noopener");
  });

  it("scrolls to the investment section", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(
      <>
        <Hero hero={hero} />
        <section id="investment" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "View Investment Opportunity" }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
  });
});
