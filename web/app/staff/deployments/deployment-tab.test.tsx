import type { Deployment, DeploymentSettings } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { DeploymentTab, lastDeployTime } from "./deployment-tab";

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

function deployment(overrides: Partial<Deployment> = {}): Deployment {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    deploymentType: "manual_deploy",
    status: "success",
    message: null,
    createdAt: hoursAgo(2),
    startedAt: hoursAgo(2),
    completedAt: hoursAgo(2),
    durationMs: 1500,
    pageCount: 16,
    changes: { added: [], changed: [], removed: [] },
    fullRender: true,
    renderedCount: 16,
    changedPaths: [],
    generationId: "44444444-4444-4444-8444-444444444444",
    live: false,
    canRollBack: true,
    hook: null,
    triggeredBy: { email: "ada@example.com", fullName: "Ada Lovelace" },
    ...overrides,
  };
}

const SETTINGS: DeploymentSettings = {
  autoDeploy: false,
  liveGenerationId: null,
  hookConfigured: false,
  backups: { scheduled: false, intervalHours: 24, keep: 7, last: null, lastSuccessAt: null },
};
const listed = (deployments: Deployment[], settings: Partial<DeploymentSettings> = {}) => ({
  body: { deployments, settings: { ...SETTINGS, ...settings } },
});

afterEach(() => vi.unstubAllGlobals());

describe("the Deployment tab", () => {
  it("shows the source control and hosting cards with 'Never' before any deployment", async () => {
    mockApi({ [`GET ${API_PATHS.deployments}`]: listed([]) });
    renderStaff(<DeploymentTab />);
    expect(await screen.findByText("No deployments yet.")).toBeInTheDocument();
    expect(screen.getByText("Connected")).toBeInTheDocument();
    expect(screen.getByText("main")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Auto-deploy" })).toHaveAttribute("aria-checked", "false");
    expect(screen.getByTestId("last-deploy")).toHaveTextContent("Never");
  });

  it("shows administrators that the last scheduled backup failed, and why", async () => {
    const backups = {
      scheduled: true,
      intervalHours: 24,
      keep: 7,
      last: { at: hoursAgo(1), ok: false, message: "EACCES: permission denied, mkdtemp '/backups/.helixmap-backup-'" },
      lastSuccessAt: hoursAgo(25),
    };
    mockApi({ [`GET ${API_PATHS.deployments}`]: listed([], { backups }) });
    renderStaff(<DeploymentTab />);
    expect(await screen.findByText("Last backup failed")).toBeInTheDocument();
    expect(screen.getByTestId("backup-failure")).toHaveTextContent("EACCES: permission denied");
    expect(screen.getByText("Last good backup").nextSibling).toHaveTextContent(/day|hours/);
  });

  it("computes the last deploy from real data and lists recent deployments", async () => {
    mockApi({
      [`GET ${API_PATHS.deployments}`]: listed([
        deployment({
          id: "a",
          status: "failed",
          message: "Rendering /press-releases/x failed: boom",
          createdAt: hoursAgo(0.5),
          startedAt: hoursAgo(0.5),
          completedAt: hoursAgo(0.5),
          generationId: null,
          canRollBack: false,
          changes: null,
        }),
        deployment({
          id: "b",
          triggeredBy: null,
          deploymentType: "content_update",
          live: true,
          changes: {
            added: [{ id: "i", title: "Series A Closes", contentType: "press_release", path: "/press-releases/a" }],
            changed: [],
            removed: [],
          },
        }),
      ]),
    });
    renderStaff(<DeploymentTab />);
    const rows = await screen.findAllByTestId("deployment-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Failed");
    expect(rows[0]).toHaveTextContent("Rendering /press-releases/x failed: boom");
    expect(rows[0]).toHaveTextContent("Ada Lovelace");
    expect(rows[0]).toHaveTextContent("30 minutes ago");
    expect(rows[1]).toHaveTextContent("Content update");
    expect(rows[1]).toHaveTextContent("System");
    expect(rows[1]).toHaveTextContent("Live");
    expect(rows[1]).toHaveTextContent("Added: Series A Closes");
    expect(rows[1]).toHaveTextContent("1.5 s");
    expect(within(rows[1]!).queryByRole("button", { name: /Roll back/ })).toBeNull();
    expect(screen.getByTestId("last-deploy")).toHaveTextContent("2 hours ago");
  });

  it("adds a deployment row after Manual Deploy", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.deployments}`]: [
        listed([]),
        listed([deployment({ createdAt: hoursAgo(0), startedAt: hoursAgo(0), completedAt: hoursAgo(0), live: true })]),
      ],
      [`POST ${API_PATHS.deployments}`]: { status: 201, body: { deployment: deployment() } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    renderStaff(<DeploymentTab />);
    const user = userEvent.setup();
    await screen.findByText("No deployments yet.");
    await user.click(screen.getByRole("button", { name: "Manual Deploy" }));
    const row = await screen.findByTestId("deployment-row");
    expect(within(row).getByText("Success")).toBeInTheDocument();
    expect(screen.getByText("Deployment live")).toBeInTheDocument();
    expect(screen.getByTestId("last-deploy")).toHaveTextContent("just now");
    expect(api.callsTo("POST", API_PATHS.deployments)).toHaveLength(1);
  });

  it("reports a deploy that could not start, with a retry", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.deployments}`]: listed([]),
      [`POST ${API_PATHS.deployments}`]: apiError(409, "CONFLICT", "Deployment 1234 (manual_deploy) is running"),
    });
    renderStaff(<DeploymentTab />);
    const user = userEvent.setup();
    await screen.findByText("No deployments yet.");
    await user.click(screen.getByRole("button", { name: "Manual Deploy" }));
    expect(await screen.findByText("Deployment could not be started")).toBeInTheDocument();
    expect(screen.getByText("Deployment 1234 (manual_deploy) is running")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(api.callsTo("POST", API_PATHS.deployments).length).toBeGreaterThanOrEqual(2);
  });

  it("makes an earlier generation live after confirmation", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.deployments}`]: listed([deployment({ id: "new", live: true }), deployment({ id: "old" })]),
      [`POST ${API_PATHS.deploymentRollback("old")}`]: { body: { deployment: deployment({ id: "old", live: true }) } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    renderStaff(<DeploymentTab />);
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId("deployment-row");
    expect(within(rows[0]!).queryByRole("button", { name: /Roll back to the deployment/ })).toBeNull();
    await user.click(within(rows[1]!).getByRole("button", { name: /Roll back to the deployment/ }));
    await user.click(await screen.findByRole("button", { name: "Make live" }));
    expect(await screen.findByText("Earlier generation is live again")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.deploymentRollback("old"))).toHaveLength(1);
  });

  it("switches auto-deploy on", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.deployments}`]: listed([]),
      [`PATCH ${API_PATHS.deploymentSettings}`]: { body: { settings: { ...SETTINGS, autoDeploy: true } } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    renderStaff(<DeploymentTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Auto-deploy" }));
    expect(await screen.findByText("Auto-deploy is on")).toBeInTheDocument();
    expect(api.callsTo("PATCH", API_PATHS.deploymentSettings)[0]?.body).toEqual({ autoDeploy: true });
  });

  it("takes the newest successful completion as the last deploy", () => {
    expect(lastDeployTime([])).toBeNull();
    expect(
      lastDeployTime([
        deployment({ status: "failed", completedAt: "2026-03-03T00:00:00.000Z" }),
        deployment({ completedAt: "2026-03-02T00:00:00.000Z" }),
        deployment({ completedAt: null, createdAt: "2026-03-01T00:00:00.000Z" }),
      ]),
    ).toBe("2026-03-02T00:00:00.000Z");
  });
});
