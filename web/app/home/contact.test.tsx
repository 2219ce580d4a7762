import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testPage } from "../test-support/home-page";
import { testSite } from "../test-support/rendered-site";
import { Contact } from "./contact";

afterEach(() => vi.restoreAllMocks());

const { contact } = testPage;
const section = (
  <Contact contact={contact} site={testSite} pitchDeck={{ label: "Download Pitch Deck", file: undefined }} />
);

describe("Contact", () => {
  it("shows the corporation information, without the address", () => {
    render(section);
    for (const row of contact.corporation) expect(screen.getByText(row.value)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(testSite.contact.street))).not.toBeInTheDocument();
  });

  it("offers e-mail, phone and schedule-meeting links to the site's contact details", () => {
    render(section);
    const { contactEmail } = testSite.contact;
    expect(screen.getByRole("link", { name: /Email/ })).toHaveAttribute("href", `mailto:${contactEmail}`);
    expect(screen.getByRole("link", { name: /Email/ })).toHaveTextContent(contactEmail);
    expect(screen.getByRole("link", { name: /Phone/ }).getAttribute("href")).toBe("tel:+15550100199");
    expect(screen.getByRole("link", { name: "Schedule Meeting" }).getAttribute("href")).toMatch(
      new RegExp(`^mailto:${contactEmail}\\?subject=.+&body=.+`),
    );
  });

  it("opens the web map of the office from the location card on a desktop", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render(section);
    await userEvent.click(screen.getByRole("button", { name: /Location/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]?.[0])).toContain(encodeURIComponent(testSite.contact.street));
  });

  it("introduces the leaders with initials, role, credentials and specialization", () => {
    render(section);
    for (const person of contact.team) {
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
