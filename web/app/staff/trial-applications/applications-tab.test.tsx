import { API_PATHS } from "@helixmap/common/api-paths";
import { CONSENT_TEXTS } from "@helixmap/common/trial-application-terms";
import type { ApplicationDetail, ApplicationSummary } from "@helixmap/common/trial-applications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { ApplicationsTab } from "./applications-tab";

const ID = "11111111-1111-4111-8111-111111111111";

function summary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: ID,
    reference: "HM-7K3Q-9XRT",
    createdAt: "2026-11-20T09:00:00.000Z",
    condition: "hiv",
    status: "new",
    repeatOf: null,
    ...overrides,
  };
}

function detail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    ...summary(),
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.org",
    phone: "+1 555 0199",
    age: 44,
    previousTreatments: "",
    medicalHistory: "Asthma since childhood",
    note: "",
    updatedAt: "2026-11-20T09:00:00.000Z",
    consents: {
      version: "2026-11-22",
      consentToContact: { text: CONSENT_TEXTS.consentToContact, acceptedAt: "2026-11-20T09:00:00.000Z" },
      privacyConsent: { text: CONSENT_TEXTS.privacyConsent, acceptedAt: "2026-11-20T09:00:00.000Z" },
    },
    ...overrides,
  };
}

const page = (applications: ApplicationSummary[], total = applications.length, n = 1) => ({
  body: { applications, page: n, pageSize: 25, total },
});

afterEach(() => vi.unstubAllGlobals());

describe("the Applications tab", { timeout: 30_000 }, () => {
  it("lists reference, condition and status, pages, and searches by reference or e-mail", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.trialApplications}`]: page([summary()], 30),
      [`GET ${API_PATHS.trialApplicationsPage({ page: 2 })}`]: page(
        [summary({ id: "b", reference: "HM-2222-3333" })],
        30,
        2,
      ),
      [`GET ${API_PATHS.trialApplicationsPage({ q: "grace@example.org" })}`]: page([summary({ status: "eligible" })]),
      [`GET ${API_PATHS.trialApplicationsPage({ q: "nobody" })}`]: apiError(
        400,
        "VALIDATION_FAILED",
        "Some fields are not valid",
        {
          q: "Search for a whole reference",
        },
      ),
    });
    const user = userEvent.setup();
    renderStaff(<ApplicationsTab />);
    const [row] = await screen.findAllByTestId("application-row");
    expect(row).toHaveTextContent("HM-7K3Q-9XRT");
    expect(row).toHaveTextContent("HIV");
    expect(row).toHaveTextContent("New");
    expect(screen.getByText(/Page 1 of 2 · 30 applications/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("HM-2222-3333")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Search by reference or e-mail"), "grace@example.org");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Eligible")).toBeInTheDocument();
    expect(api.callsTo("GET", API_PATHS.trialApplicationsPage({ q: "grace@example.org" }))).toHaveLength(1);

    await user.clear(screen.getByLabelText("Search by reference or e-mail"));
    await user.type(screen.getByLabelText("Search by reference or e-mail"), "nobody");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Applications could not be loaded");
  });

  it("opens a detail, saves a status with a note, and deletes after confirmation", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.trialApplications}`]: [page([summary()]), page([])],
      [`GET ${API_PATHS.trialApplication(ID)}`]: {
        body: { application: detail({ repeatOf: { id: ID, reference: "HM-2222-3333" } }) },
      },
      [`PATCH ${API_PATHS.trialApplication(ID)}`]: {
        body: { application: detail({ status: "contacted", note: "Called" }) },
      },
      [`DELETE ${API_PATHS.trialApplication(ID)}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderStaff(<ApplicationsTab />);
    await user.click(await screen.findByRole("button", { name: "Open HM-7K3Q-9XRT" }));
    expect(await screen.findByText("Asthma since childhood")).toBeInTheDocument();
    expect(screen.getByText("grace@example.org")).toBeInTheDocument();
    expect(screen.getByText(/Repeat of an earlier application from this address: HM-2222-3333/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(CONSENT_TEXTS.privacyConsent.slice(0, 30)))).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "contacted");
    await user.type(screen.getByLabelText("Internal note"), "Called");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("HM-7K3Q-9XRT saved")).toBeInTheDocument();
    expect(api.callsTo("PATCH", API_PATHS.trialApplication(ID))[0]?.body).toEqual({
      status: "contacted",
      note: "Called",
    });

    await user.click(screen.getByRole("button", { name: "Delete application" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("the audit log keeps only its reference");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No applications yet.")).toBeInTheDocument();
    expect(api.callsTo("DELETE", API_PATHS.trialApplication(ID))).toHaveLength(1);
  });

  it("exports only the selected applications", async () => {
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const api = mockApi({
      [`GET ${API_PATHS.trialApplications}`]: page([summary(), summary({ id: "b", reference: "HM-2222-3333" })]),
      [`POST ${API_PATHS.trialApplicationsExport}`]: { body: "Reference\r\n" },
    });
    const user = userEvent.setup();
    renderStaff(<ApplicationsTab />);
    const exportButton = await screen.findByRole("button", { name: "Export selected (0)" });
    expect(exportButton).toBeDisabled();
    await user.click(await screen.findByLabelText("Select HM-2222-3333"));
    await user.click(screen.getByRole("button", { name: "Export selected (1)" }));
    expect(await screen.findByText("Exported 1 application")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.trialApplicationsExport)[0]?.body).toEqual({ ids: ["b"] });
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});
