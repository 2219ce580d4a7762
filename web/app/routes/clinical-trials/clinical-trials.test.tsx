import { API_PATHS } from "@helixmap/common/api-paths";
import { CONSENT_TEXT_VERSION } from "@helixmap/common/trial-application-terms";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testSite } from "../../test-support/rendered-site";
import type { Route } from "./+types/index";
import ClinicalTrialsPage from "./index";
import { clinicalTrialsFixture } from "./page.fixture";

const RECEIPT = {
  reference: "HM-7K3Q-9XRT",
  receivedAt: "2026-11-22T10:00:00.000Z",
  confirmationEmailSent: true,
};

/** The server's answer to the next POST. */
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status < 300, status, json: async () => body });
}
const fetchMock = vi.fn();

/** The page with its content; the page document's words can be changed per test. */
function renderPage(page: Route.ComponentProps["loaderData"]["page"] = clinicalTrialsFixture) {
  const props = { loaderData: { page, site: testSite } } as Route.ComponentProps;
  return render(<ClinicalTrialsPage {...props} />);
}
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function consentAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/consent to be contacted/));
  await user.click(screen.getByLabelText(/kept confidential/));
  await user.click(screen.getByRole("button", { name: "Submit Application" }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), "Ada");
  await user.type(screen.getByLabelText(/Last name/), "Lovelace");
  await user.type(screen.getByLabelText(/Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/Phone/), "+1 555 0100");
  await user.type(screen.getByLabelText(/Age/), "42");
  await user.selectOptions(screen.getByLabelText(/Condition/), "hiv");
}

// Typing a whole form takes a few seconds on a busy machine; the submit module loads on first use.
describe("Clinical trials pre-screening", { timeout: 30_000 }, () => {
  it("shows the trials, the steps and the form's words from the page document", () => {
    const page = structuredClone(clinicalTrialsFixture);
    page.trialLabels.participants = "Volunteers";
    page.stepLabel = "Stage";
    page.form.firstName = "Given name";
    page.form.submit = "Send";
    renderPage(page);
    expect(screen.getByRole("heading", { name: "Receptor-Directed Prevention Study" })).toBeInTheDocument();
    expect(screen.getByText("Volunteers")).toBeInTheDocument();
    expect(screen.getByText("Stage 1 · 1-2 weeks")).toBeInTheDocument();
    expect(screen.getByLabelText(/Given name/)).toBeRequired();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("marks the spec's fields required with the right types and limits", () => {
    renderPage();
    for (const name of [/First name/, /Last name/, /Email/, /Phone/, /Age/, /Condition/]) {
      expect(screen.getByLabelText(name)).toBeRequired();
    }
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText(/Age/)).toHaveAttribute("min", "18");
    expect(screen.getByLabelText(/Age/)).toHaveAttribute("max", "100");
    expect(screen.getByLabelText("Previous treatments")).toHaveAttribute("rows", "3");
    expect(screen.getByLabelText("Medical history")).toHaveAttribute("rows", "4");
    expect(screen.getByLabelText("Previous treatments")).not.toBeRequired();
  });

  it("enables submit only when both consents are ticked", async () => {
    const user = userEvent.setup();
    renderPage();
    const submit = screen.getByRole("button", { name: "Submit Application" });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(/consent to be contacted/));
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(/kept confidential/));
    expect(submit).toBeEnabled();
  });

  it("calls no API until the applicant submits", async () => {
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the answers once, shows the server's reference, and brings the filled form back", async () => {
    const user = userEvent.setup();
    answer(201, RECEIPT);
    renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Medical history"), "None of note");
    await consentAndSubmit(user);

    expect(await screen.findByRole("heading", { name: "Application received" }, { timeout: 10_000 })).toHaveFocus();
    expect(screen.getByTestId("reference")).toHaveTextContent("HM-7K3Q-9XRT");
    expect(screen.getByText(/on its way to ada@example.com/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe(API_PATHS.trialApplications);
    expect(init).toMatchObject({ method: "POST", credentials: "omit" });
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "+1 555 0100",
      age: "42",
      condition: "hiv",
      previousTreatments: "",
      medicalHistory: "None of note",
      consentToContact: true,
      privacyConsent: true,
      consentVersion: CONSENT_TEXT_VERSION,
      website: "",
    });
    expect(screen.queryByRole("heading", { name: "Planned trials" })).not.toBeInTheDocument();
    const copy = screen.getByRole("link", { name: "Download Confirmation" });
    expect(copy).toHaveAttribute("download", "Pre_Screening_Confirmation_Ada_Lovelace.txt");
    expect(decodeURIComponent(copy.getAttribute("href") ?? "")).toContain("Reference number: HM-7K3Q-9XRT");

    await user.click(screen.getByRole("button", { name: "Submit Another Application" }));
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByLabelText(/Condition/)).toHaveValue("hiv");
    expect(screen.getByLabelText("Medical history")).toHaveValue("None of note");
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  it("renders, as the server's answer to a post without JavaScript, a link holding the applicant's copy", () => {
    const actionData = {
      form: "trialApplication" as const,
      ok: true as const,
      values: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", medicalHistory: "None of note" },
      receipt: RECEIPT,
    };
    const loaderData = { page: clinicalTrialsFixture, site: testSite } as Route.ComponentProps["loaderData"];
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ClinicalTrialsPage loaderData={loaderData} actionData={actionData} />);
    const copy = container.querySelector("a[download]");
    expect(copy?.textContent).toBe("Download Confirmation");
    expect(copy?.getAttribute("download")).toBe("Pre_Screening_Confirmation_Ada_Lovelace.txt");
    const text = decodeURIComponent(copy?.getAttribute("href")?.replace("data:text/plain;charset=utf-8,", "") ?? "");
    expect(text).toContain("Reference number: HM-7K3Q-9XRT");
    expect(text).toContain("None of note");
  });

  it("shows a refusal next to the form, marks the field it names, and keeps every value", async () => {
    const user = userEvent.setup();
    answer(400, {
      error: {
        code: "VALIDATION_FAILED",
        message: "Some fields are not valid",
        fields: { email: "This address cannot receive mail" },
      },
    });
    renderPage();
    await fillRequired(user);
    await consentAndSubmit(user);

    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("Some fields are not valid");
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("This address cannot receive mail");
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/Condition/)).toHaveValue("hiv");
    expect(screen.getByLabelText(/kept confidential/)).toBeChecked();
    expect(screen.queryByRole("heading", { name: "Application received" })).not.toBeInTheDocument();
  });

  it("says so in the page's words when the server cannot be reached, and keeps the answers", async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderPage();
    await fillRequired(user);
    await consentAndSubmit(user);
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      clinicalTrialsFixture.form.unreachable,
    );
    expect(screen.getByLabelText(/Last name/)).toHaveValue("Lovelace");
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  it("checks with the shared schema before sending: a bad phone number is named and nothing is sent", async () => {
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), "call me");
    await consentAndSubmit(user);
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      clinicalTrialsFixture.form.fieldsToCorrect,
    );
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
