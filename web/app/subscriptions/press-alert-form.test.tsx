import { API_PATHS } from "@helixmap/common/api-paths";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PressAlertForm } from "./press-alert-form";

function renderForm() {
  return render(
    <MemoryRouter>
      <PressAlertForm />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("press-release alert form", () => {
  it("sends nothing until submitted, then POSTs the address and the empty honeypot once", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 202 }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("E-mail address"), "reader@example.com");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(API_PATHS.pressAlerts.subscribe);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.com", website: "" });
    expect(await screen.findByRole("status")).toHaveTextContent("confirmation link to reader@example.com");
  });

  it("keeps the honeypot out of reach of people and assistive technology, and links the privacy policy", () => {
    renderForm();
    const trap = document.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy#press-release-alerts",
    );
  });

  it("shows the server's refusal", async () => {
    const refusal = { error: { code: "TOO_MANY_REQUESTS", message: "Too many requests" } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 429 })),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("E-mail address"), "reader@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
  });
});
