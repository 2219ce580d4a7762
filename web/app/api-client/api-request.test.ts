import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from "./api-request";

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with the session cookie and returns the body", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("/api/content", { method: "POST", body: { a: 1 } })).resolves.toEqual({ items: [] });
    expect(fetchMock).toHaveBeenCalledWith("/api/content", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("turns the error envelope into an ApiError with code and fields", async () => {
    const body = { error: { code: "CONFLICT", message: "Slug taken", fields: { slug: "In use" } } };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 409 }));
    const error = await apiRequest("/api/content").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "CONFLICT", message: "Slug taken", fields: { slug: "In use" } });
  });

  it("reports an unreadable error response and a network failure", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiRequest("/api/me")).rejects.toMatchObject({ status: 502, code: "INTERNAL" });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/api/me")).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("sends without cookies when asked and words the failures without a server message as the caller asks", async () => {
    const fetchMock = vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    vi.stubGlobal("fetch", fetchMock);
    const messages = { network: "Not sent: no connection.", unreadable: "Not sent: odd answer." };
    await expect(
      apiRequest("/api/trial-applications", { method: "POST", body: {}, credentials: "omit", messages }),
    ).rejects.toMatchObject({ status: 502, code: "INTERNAL", message: "Not sent: odd answer." });
    expect(fetchMock).toHaveBeenCalledWith("/api/trial-applications", expect.objectContaining({ credentials: "omit" }));
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/api/trial-applications", { messages })).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      message: "Not sent: no connection.",
    });
  });

  it("resolves a 204 without a body", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiRequest("/api/content/x", { method: "DELETE" })).resolves.toBeUndefined();
  });
});
