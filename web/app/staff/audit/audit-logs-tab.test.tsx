import type { AuditEntry } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { AuditLogsTab } from "./audit-logs-tab";

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: "44444444-4444-4444-8444-444444444444",
    action: "content_created",
    resourceType: "content_section",
    resourceId: null,
    oldValues: null,
    newValues: null,
    createdAt: "2026-03-04T15:30:00.000Z",
    actor: { email: "ada@example.com", fullName: "Ada Lovelace" },
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Audit Logs tab", () => {
  it("lists action, actor, resource type and timestamp, and refreshes on demand", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.auditLogs}`]: [
        { body: { entries: [entry()] } },
        {
          body: {
            entries: [
              entry({
                id: "b",
                action: "user_role_updated",
                resourceType: "user_profile",
                actor: { email: "x@example.com", fullName: null },
              }),
              entry(),
            ],
          },
        },
      ],
    });
    renderStaff(<AuditLogsTab />);
    const [row] = await screen.findAllByTestId("audit-entry");
    expect(row).toHaveTextContent("Content created");
    expect(row).toHaveTextContent("Ada Lovelace");
    expect(row).toHaveTextContent("Content section");
    expect(row?.querySelector("time")).toHaveAttribute("dateTime", "2026-03-04T15:30:00.000Z");

    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(screen.getAllByTestId("audit-entry")).toHaveLength(2));
    expect(screen.getAllByTestId("audit-entry")[0]).toHaveTextContent("User role updated");
    expect(screen.getByText("x@example.com")).toBeInTheDocument();
    expect(api.callsTo("GET", API_PATHS.auditLogs)).toHaveLength(2);
  });

  it("shows an empty state and a load failure with a retry", async () => {
    mockApi({
      [`GET ${API_PATHS.auditLogs}`]: [apiError(403, "FORBIDDEN", "Administrators only."), { body: { entries: [] } }],
    });
    renderStaff(<AuditLogsTab />);
    expect(await screen.findByText("Audit logs could not be loaded")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No audit events yet.")).toBeInTheDocument();
  });

  it("filters by action, actor, resource and days, pages back, and exports what the filters select", {
    timeout: 20_000,
  }, async () => {
    const filtered = API_PATHS.auditLogsPage({
      action: "content_updated",
      actor: "ada",
      resourceType: "content_section",
    });
    const api = mockApi({
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [entry()], nextCursor: null } },
      [`GET ${API_PATHS.auditLogsPage({ action: "content_updated" })}`]: { body: { entries: [], nextCursor: null } },
      [`GET ${API_PATHS.auditLogsPage({ action: "content_updated", actor: "ada" })}`]: {
        body: { entries: [], nextCursor: null },
      },
      [`GET ${filtered}`]: {
        body: { entries: [entry({ id: "first", action: "content_updated" })], nextCursor: "older" },
      },
      [`GET ${API_PATHS.auditLogsPage({ action: "content_updated", actor: "ada", resourceType: "content_section", cursor: "older" })}`]:
        { body: { entries: [entry({ id: "second", action: "content_updated" })], nextCursor: null } },
    });
    renderStaff(<AuditLogsTab />);
    const user = userEvent.setup();
    await screen.findAllByTestId("audit-entry");
    const filters = screen.getByRole("region", { name: "Filter audit events" });
    await user.selectOptions(within(filters).getByLabelText("Action"), "content_updated");
    await user.type(within(filters).getByLabelText("Actor name or e-mail"), "ada{Enter}");
    await user.selectOptions(within(filters).getByLabelText("Resource"), "content_section");
    expect(await screen.findByText("Events matching the filters, newest first.")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET", filtered)).toHaveLength(1));
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("audit-entry")).toHaveLength(2));
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `${API_PATHS.auditLogsExport}?action=content_updated&actor=ada&resourceType=content_section`,
    );
  });
});
