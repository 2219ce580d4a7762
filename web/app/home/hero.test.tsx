import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicConfig } from "../public-config";
import { Hero } from "./hero";

afterEach(() => vi.restoreAllMocks());

describe("Hero", () => {
  it("states the headline claims", () => {
    render(<Hero />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/HIV and cancer/);
    for (const value of ["123+", "15+", "2", "$50M"]) expect(screen.getByText(value)).toBeInTheDocument();
  });

  it("opens the technology demo in a new tab without an opener", () => {
    render(<Hero />);
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
        <Hero />
        <section id="investment" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "View Investment Opportunity" }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
  });
});
