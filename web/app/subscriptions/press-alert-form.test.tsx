import { API_PATHS } from "@helixmap/common/api-paths";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../routes/page-parts/test-support/render-page";
import { testSite } from "../test-support/rendered-site";
import { PressAlertForm } from "./press-alert-form";

const words = testSite.pressAlerts;

/** The form on a page rendered with the test settings; resolves with its e-mail field. */
async function renderForm() {
  renderPage((_: { loaderData: unknown }) => <PressAlertForm />, { site: testSite });
  return screen.findByLabelText(words.alertsEmailLabel);
}

afterEach(() => vi.unstubAllGlobals());

describe("press-release alert form", () => {
  it("sends nothing until submitted, then POSTs the address and the empty honeypot once", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 202 }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    await user.type(await renderForm(), "reader@example.com");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: words.alertsSubscribe }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(API_PATHS.pressAlerts.subscribe);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.com", website: "" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Nearly there: a link went to reader@example.com; open it to start.",
    );
  });

  it("keeps the honeypot out of reach of people and assistive technology, and links the privacy policy", async () => {
    await renderForm();
    const trap = document.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole("link", { name: "privacy notes" })).toHaveAttribute("href", "/privacy-policy");
  });

  it("shows the server's refusal", async () => {
    const refusal = { error: { code: "TOO_MANY_REQUESTS", message: "Too many requests" } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 429 })),
    );
    const user = userEvent.setup();
    await user.type(await renderForm(), "reader@example.com");
    await user.click(screen.getByRole("button", { name: words.alertsSubscribe }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
  });
});
