import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../routes/page-parts/test-support/render-page";
import { testSite } from "../test-support/rendered-site";
import { FooterPressAlerts } from "./footer-press-alerts";

const words = testSite.pressAlerts;
const Footer = (_: { loaderData: unknown }) => <FooterPressAlerts />;

describe("the footer's press-alert sign-up", () => {
  it("is a link to the Press Releases page's form, which works without JavaScript", async () => {
    renderPage(Footer, { site: testSite });
    expect(await screen.findByRole("link", { name: words.alertsPrompt })).toHaveAttribute(
      "href",
      "/press-releases#alerts-title",
    );
  });

  it("opens the form in place on a plain click, with the e-mail field focused", async () => {
    renderPage(Footer, { site: testSite });
    fireEvent.click(await screen.findByRole("link", { name: words.alertsPrompt }));
    expect(await screen.findByLabelText(words.alertsEmailLabel)).toHaveFocus();
    expect(screen.queryByRole("link", { name: words.alertsPrompt })).not.toBeInTheDocument();
  });

  it("stays a link when opened in a new tab", async () => {
    renderPage(Footer, { site: testSite });
    const link = await screen.findByRole("link", { name: words.alertsPrompt });
    // jsdom does not navigate: the click is left to the browser when it is not prevented.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByRole("link", { name: words.alertsPrompt })).toBeInTheDocument();
  });
});
