import { API_PATHS } from "@helixmap/common/api-paths";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderStaff } from "../test-support";
import { SubscribersTab } from "./subscribers-tab";

describe("the Subscribers tab", () => {
  it("shows the confirmed and pending counts and links the audited CSV export", async () => {
    mockApi({ [`GET ${API_PATHS.pressAlerts.subscribers}`]: { body: { confirmed: 12, pending: 3 } } });
    renderStaff(<SubscribersTab />);
    expect(await screen.findByTestId("confirmed-subscribers")).toHaveTextContent("12");
    expect(screen.getByTestId("pending-subscribers")).toHaveTextContent("3");
    expect(screen.getByRole("link", { name: /Export CSV/ })).toHaveAttribute(
      "href",
      API_PATHS.pressAlerts.subscribersExport,
    );
  });
});
