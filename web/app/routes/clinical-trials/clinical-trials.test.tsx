import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import ClinicalTrialsPage from "./index";

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), "Ada");
  await user.type(screen.getByLabelText(/Last name/), "Lovelace");
  await user.type(screen.getByLabelText(/Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/Phone/), "+1 555 0100");
  await user.type(screen.getByLabelText(/Age/), "42");
  await user.selectOptions(screen.getByLabelText(/Condition/), "hiv");
}

describe("Clinical trials pre-screening", () => {
  it("marks the spec's fields required with the right types and limits", () => {
    render(<ClinicalTrialsPage />);
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
    render(<ClinicalTrialsPage />);
    const submit = screen.getByRole("button", { name: "Submit Application" });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(/consent to be contacted/));
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(/kept confidential/));
    expect(submit).toBeEnabled();
  });

  it("shows the success screen and brings the filled form back", async () => {
    const user = userEvent.setup();
    render(<ClinicalTrialsPage />);
    await fillRequired(user);
    await user.type(screen.getByLabelText("Medical history"), "None of note");
    await user.click(screen.getByLabelText(/consent to be contacted/));
    await user.click(screen.getByLabelText(/kept confidential/));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));

    expect(screen.getByRole("heading", { name: "Application received" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Planned trials" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit Another Application" }));
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByLabelText(/Condition/)).toHaveValue("hiv");
    expect(screen.getByLabelText("Medical history")).toHaveValue("None of note");
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });
});
