import type { Profile } from "@helixmap/common/api";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { StaffProviders } from "./staff-providers";

export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** A function handler may return a promise, to hold a response back while a test looks at the loading state. */
type Handler = MockResponse | ((body: unknown) => MockResponse | Promise<MockResponse>);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with a table of "METHOD /path" -> response. A handler list
 * answers successive calls in order (the last one repeats). Unknown calls fail the test.
 */
export function mockApi(routes: Record<string, Handler | Handler[]>) {
  const calls: ApiCall[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === "string" ? input : input.toString();
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    const entry = routes[key];
    if (!entry) throw new Error(`Unexpected API call ${key}`);
    const list = Array.isArray(entry) ? entry : [entry];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const handler = list[Math.min(index, list.length - 1)] as Handler;
    const { status = 200, body: responseBody } = typeof handler === "function" ? await handler(body) : handler;
    return new Response(status === 204 ? null : JSON.stringify(responseBody ?? {}), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): MockResponse {
  return { status, body: { error: { code, message, fields } } };
}

export const UNAUTHENTICATED = apiError(401, "UNAUTHENTICATED", "Sign in to continue.");

/** The two-factor status of someone who has not turned it on and need not. */
export const TWO_FACTOR_OFF = { enabled: false, required: false } as const;

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    email: "ada@example.com",
    fullName: "Ada Lovelace",
    role: "administrator",
    isActive: true,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    lastLogin: null,
    ...overrides,
  };
}

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders staff UI inside a memory router at `path`, with other admin paths recorded. */
export function renderStaff(
  ui: ReactNode,
  { path = "/admin/dashboard", routes = [] as { path: string; element: ReactNode }[] } = {},
) {
  const router = createMemoryRouter(
    [
      ...routes,
      {
        path: "*",
        element: (
          <>
            <StaffProviders>{ui}</StaffProviders>
            <CurrentPath />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
