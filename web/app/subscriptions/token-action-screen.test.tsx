import { API_PATHS } from "@helixmap/common/api-paths";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../routes/page-parts/test-support/render-page";
import ConfirmPressAlertsRoute from "../routes/press-alerts/confirm";
import UnsubscribePressAlertsRoute from "../routes/press-alerts/unsubscribe";
import { testSite } from "../test-support/rendered-site";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, "", "/");
});

function open(page: "confirm" | "unsubscribe", search: string) {
  window.history.replaceState({}, "", `/press-alerts/${page}${search}`);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  if (page === "confirm") renderPage(ConfirmPressAlertsRoute, { site: testSite });
  else renderPage(UnsubscribePressAlertsRoute, { site: testSite });
  return fetchMock;
}

/** Lets every effect and pending promise of the first render run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const words = testSite.pressAlerts;

describe("press-alert link pages act only on a button press, in the site's words", () => {
  it.each([
    ["confirm", words.confirmAction, API_PATHS.pressAlerts.confirm, words.confirmSuccess],
    ["unsubscribe", words.unsubscribeAction, API_PATHS.pressAlerts.unsubscribe, words.unsubscribeSuccess],
  ] as const)(
    "the %s page posts nothing on load; pressing the button posts the token once",
    async (page, button, path, done) => {
      const fetchMock = open(page, "?token=link-token-123");
      await settle();
      expect(screen.getByRole("link", { name: words.alertsBackLink })).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByRole("status")).toBeNull();

      const user = userEvent.setup();
      await user.click(screen.getByRole("button", { name: button }));
      expect(await screen.findByRole("status")).toHaveTextContent(done);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [called, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(called).toBe(path);
      expect(init.method).toBe("POST");
      expect(JSON.parse(String(init.body))).toEqual({ token: "link-token-123" });
      expect(screen.queryByRole("button", { name: button })).toBeNull();
    },
  );

  it("a link without a token says so, offers no button and posts nothing", async () => {
    const fetchMock = open("unsubscribe", "");
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent(words.unsubscribeMissing);
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
