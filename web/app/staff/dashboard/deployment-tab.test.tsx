import type { Deployment } from "@helixmap/common/api";
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
    completedAt: hoursAgo(2),
    triggeredBy: { email: "ada@example.com", fullName: "Ada Lovelace" },
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Deployment tab", () => {
  it("shows the source control and hosting cards with 'Never' before any deployment", async () => {
    mockApi({ [`GET ${API_PATHS.deployments}`]: { body: { deployments: [] } } });
    renderStaff(<DeploymentTab />);
    expect(await screen.findByText("No deployments yet.")).toBeInTheDocument();
    expect(screen.getByText("Connected")).toBeInTheDocument();
    expect(screen.getByText("main")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getAllByText("Enabled")).toHaveLength(2);
    expect(screen.getByTestId("last-deploy")).toHaveTextContent("Never");
  });

  it("computes the last deploy from real data and lists recent deployments", async () => {
    mockApi({
      [`GET ${API_PATHS.deployments}`]: {
        body: {
          deployments: [
            deployment({ id: "a", status: "failed", createdAt: hoursAgo(0.5), completedAt: hoursAgo(0.5) }),
            deployment({ id: "b", triggeredBy: null, deploymentType: "content_update" }),
          ],
        },
      },
    });
    renderStaff(<DeploymentTab />);
    const rows = await screen.findAllByTestId("deployment-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Failed");
    expect(rows[0]).toHaveTextContent("Ada Lovelace");
    expect(rows[0]).toHaveTextContent("30 minutes ago");
    expect(rows[1]).toHaveTextContent("Content update");
    expect(rows[1]).toHaveTextContent("System");
    expect(screen.getByTestId("last-deploy")).toHaveTextContent("2 hours ago");
  });

  it("adds a deployment row after Manual Deploy", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.deployments}`]: [
        { body: { deployments: [] } },
        { body: { deployments: [deployment({ createdAt: hoursAgo(0), completedAt: hoursAgo(0) })] } },
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
    expect(screen.getByText("Deployment triggered")).toBeInTheDocument();
    expect(screen.getByTestId("last-deploy")).toHaveTextContent("just now");
    expect(api.callsTo("POST", API_PATHS.deployments)).toHaveLength(1);
  });

  it("reports a deploy that could not start, with a retry", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.deployments}`]: { body: { deployments: [] } },
      [`POST ${API_PATHS.deployments}`]: apiError(502, "INTERNAL", "Deploy hook unreachable"),
    });
    renderStaff(<DeploymentTab />);
    const user = userEvent.setup();
    await screen.findByText("No deployments yet.");
    await user.click(screen.getByRole("button", { name: "Manual Deploy" }));
    expect(await screen.findByText("Deployment could not be started")).toBeInTheDocument();
    expect(screen.getByText("Deploy hook unreachable")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(api.callsTo("POST", API_PATHS.deployments).length).toBeGreaterThanOrEqual(2);
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
