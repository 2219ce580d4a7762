import { site } from "@helixmap/common/site";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { team } from "../copy/home/contact";
import { Contact } from "./contact";

afterEach(() => vi.restoreAllMocks());

describe("Contact", () => {
  it("shows the corporation information from the site configuration, without the address", () => {
    render(<Contact />);
    expect(screen.getByText(site.legalName)).toBeInTheDocument();
    expect(screen.getByText(site.taxId)).toBeInTheDocument();
    expect(screen.getByText(site.incorporationState)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(site.address.street))).not.toBeInTheDocument();
  });

  it("offers e-mail, phone and schedule-meeting links", () => {
    render(<Contact />);
    expect(screen.getByRole("link", { name: /Email/ })).toHaveAttribute("href", `mailto:${site.contactEmail}`);
    expect(screen.getByRole("link", { name: /Phone/ }).getAttribute("href")).toMatch(/^tel:/);
    expect(screen.getByRole("link", { name: "Schedule Meeting" }).getAttribute("href")).toMatch(
      new RegExp(`^mailto:${site.contactEmail}\\?subject=.+&body=.+`),
    );
  });

  it("opens the web map from the location card on a desktop", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render(<Contact />);
    await userEvent.click(screen.getByRole("button", { name: /Location/ }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("introduces three leaders with initials, role, credentials and specialization", () => {
    render(<Contact />);
    for (const person of team) {
      const card = screen.getByRole("heading", { name: person.name }).closest("li");
      if (!card) throw new Error(`no card for ${person.name}`);
      const scope = within(card);
      expect(scope.getByText(person.role)).toBeInTheDocument();
      expect(scope.getByText(person.credentials)).toBeInTheDocument();
      expect(scope.getByText(person.specialization)).toBeInTheDocument();
      expect(scope.getByText(/^[A-Z]{2}$/)).toBeInTheDocument();
    }
  });
});
