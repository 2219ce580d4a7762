import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate, LocalDate } from "./local-date";

describe("LocalDate", () => {
  it("formats a calendar date without shifting it across time zones", () => {
    expect(formatDate("2025-01-15", "en-US")).toBe("January 15, 2025");
    expect(formatDate("2025-01-15", "de-DE")).toBe("15. Januar 2025");
  });

  it("renders a machine-readable time element", () => {
    render(<LocalDate iso="2025-03-14" />);
    expect(screen.getByText(formatDate("2025-03-14"))).toHaveAttribute("datetime", "2025-03-14");
  });
});
