import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../routes/page-parts/test-support/render-page";
import { testSite } from "../test-support/rendered-site";
import { Breadcrumbs } from "./breadcrumbs";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";

const words = testSite.words;

function Shell(_: { loaderData: unknown }) {
  return (
    <>
      <NavBar />
      <Breadcrumbs pathname="/about" />
      <Footer />
    </>
  );
}

describe("the header, breadcrumbs and footer speak the site settings' words", () => {
  it("names every staff link, button and crumb as the settings say", async () => {
    renderPage(Shell, { site: testSite });
    const nav = await screen.findByRole("navigation", { name: words.mainNavigation }, { timeout: 10_000 });
    expect(nav).toHaveTextContent(words.signIn);
    expect(nav).toHaveTextContent(words.register);
    expect(nav).toHaveTextContent(words.dashboard);
    expect(screen.getByRole("button", { name: words.openMenu })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: words.breadcrumbTrail })).toHaveTextContent(words.home);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(words.admin);
    expect(footer).toHaveTextContent(testSite.pressAlerts.alertsPrompt);
    for (const seedWord of ["Sign In", "Register", "Dashboard", "Admin", "Get press releases by e-mail"]) {
      expect(document.body.textContent).not.toContain(seedWord);
    }
  });
});
