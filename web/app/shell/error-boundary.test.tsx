import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testSite } from "../test-support/rendered-site";
import { PageErrorBoundary } from "./error-boundary";
import { SiteSettingsContext } from "./site-settings";

let fail = true;
function Flaky() {
  if (fail) throw new Error("render failure");
  return <p>Recovered content</p>;
}

describe("PageErrorBoundary", () => {
  it("shows the fallback on a render error and Try Again renders the page again", () => {
    (globalThis as { __expectConsoleError?: boolean }).__expectConsoleError = true;
    render(
      <PageErrorBoundary>
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("An unexpected error occurred. Please try refreshing the page.")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Recovered content")).toBeInTheDocument();
  });

  it("speaks the site settings' words inside the site layout", () => {
    (globalThis as { __expectConsoleError?: boolean }).__expectConsoleError = true;
    fail = true;
    render(
      <SiteSettingsContext.Provider value={testSite}>
        <PageErrorBoundary>
          <Flaky />
        </PageErrorBoundary>
      </SiteSettingsContext.Provider>,
    );
    const words = testSite.errorPage;
    expect(screen.getByRole("heading", { name: words.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(words.errorMessage)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: words.reloadPage })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: words.tryAgain }));
    expect(screen.getByText("Recovered content")).toBeInTheDocument();
  });
});
