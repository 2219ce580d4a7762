import { HOME_SECTIONS } from "@helixmap/common/routes";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { testHomeData } from "../test-support/home-page";
import HomePage from "./home";

type Props = Parameters<typeof HomePage>[0];

describe("Home page", () => {
  it("has one h1 and the seven sections in order, each labelled by its heading", () => {
    // The route's component needs only its loader data; the rest of its props are the router's.
    const props = { loaderData: testHomeData } as Props;
    const { container } = render(
      <MemoryRouter>
        <HomePage {...props} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll("section[id]")].map((s) => s.id);
    expect(ids).toEqual([...HOME_SECTIONS]);
    for (const id of HOME_SECTIONS) {
      expect(
        screen.getByRole("region", { name: document.getElementById(`${id}-title`)?.textContent ?? "" }),
      ).toHaveAttribute("id", id);
    }
  });
});
