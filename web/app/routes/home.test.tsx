import { HOME_SECTIONS } from "@helixmap/common/routes";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import HomePage from "./home";

describe("Home page", () => {
  it("has one h1 and the seven sections in order, each labelled by its heading", () => {
    const { container } = render(<HomePage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll("section[id]")].map((s) => s.id);
    expect(ids).toEqual(HOME_SECTIONS.map((s) => s.id));
    for (const { id } of HOME_SECTIONS) {
      expect(
        screen.getByRole("region", { name: document.getElementById(`${id}-title`)?.textContent ?? "" }),
      ).toHaveAttribute("id", id);
    }
  });
});
