import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderPage } from "../routes/page-parts/test-support/render-page";
import { Footer } from "./footer";

function StaffScreen(_: { loaderData: unknown }) {
  return (
    <>
      <h1>Your account</h1>
      <Footer />
    </>
  );
}

// Its own file: the settings a page once carried are remembered for the rest of the module's life.
it("shows no footer while the staff area's settings are still on their way, rather than controls without names", async () => {
  renderPage(StaffScreen, {});
  await screen.findByRole("heading", { name: "Your account" });
  expect(screen.queryByRole("contentinfo")).toBeNull();
  expect(screen.queryAllByRole("button").filter((b) => !b.textContent?.trim())).toEqual([]);
  expect(screen.queryAllByRole("link").filter((a) => !a.textContent?.trim())).toEqual([]);
});
