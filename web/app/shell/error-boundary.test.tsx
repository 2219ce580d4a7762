import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageErrorBoundary } from "./error-boundary";

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
});
