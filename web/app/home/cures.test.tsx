import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SiteSettingsContext } from "../shell/site-settings";
import { testPage } from "../test-support/home-page";
import { testSite } from "../test-support/rendered-site";
import { Cures } from "./cures";

const { cures } = testPage;

describe("Cures", () => {
  it("shows every programme with its status", () => {
    render(<Cures cures={cures} />);
    for (const card of cures.cards) expect(screen.getByText(card.status)).toBeInTheDocument();
  });

  it.each(cures.cards.map((c) => [c.title, c.category] as const))(
    "opens the %s detail and Escape returns focus to its card",
    async (title, category) => {
      const user = userEvent.setup();
      render(<Cures cures={cures} />);
      const card = screen.getByRole("button", { name: title });
      await user.click(card);

      const dialog = await screen.findByRole("dialog", { name: title });
      expect(await within(dialog).findByRole("heading", { name: "Overview" })).toBeInTheDocument();
      for (const heading of ["Mechanisms", "Technical details", "Applications", "Additional information"]) {
        expect(within(dialog).getByRole("heading", { name: heading })).toBeInTheDocument();
      }
      expect(within(dialog).getByText("Market size")).toBeInTheDocument();
      expect(within(dialog).getByText("Timeline")).toBeInTheDocument();
      expect(within(dialog).getByText(category)).toBeInTheDocument();
      expect(dialog.querySelector(`svg[data-category="${category}"]`)).not.toBeNull();

      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(card).toHaveFocus();
    },
  );

  it("loads a programme's image lazily, sized, and only inside the modal", async () => {
    const user = userEvent.setup();
    render(<Cures cures={cures} />);
    expect(document.querySelector("img")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Functional Cure Platform" }));
    const image = await screen.findByRole("img");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
  });

  it("closes with the close button, named in the site settings' word", async () => {
    const user = userEvent.setup();
    render(
      <SiteSettingsContext.Provider value={testSite}>
        <Cures cures={cures} />
      </SiteSettingsContext.Provider>,
    );
    await user.click(screen.getByRole("button", { name: "Prevention Strategy" }));
    const dialog = await screen.findByRole("dialog", { name: "Prevention Strategy" });
    await user.click(within(dialog).getByRole("button", { name: testSite.words.close }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
