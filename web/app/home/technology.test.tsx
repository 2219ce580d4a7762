import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testPage } from "../test-support/home-page";
import { Technology } from "./technology";

const { technology } = testPage;
const { codons, deliverySystems, mechanismSteps, profileLabels } = technology;

describe("Technology", () => {
  it("lists the codons in order", () => {
    render(<Technology technology={technology} />);
    const names = screen.getAllByRole("button", { name: / → / }).map((b) => b.textContent);
    expect(names.map((n) => n?.split(" → ")[0])).toEqual(codons.map((c) => c.codon));
  });

  it.each(codons.map((c) => [c.codon, c.gene, c.profile.fullName !== ""] as const))(
    "codon %s opens the %s gene modal (profile written: %s) and Escape returns focus",
    async (codon, gene, written) => {
      const user = userEvent.setup();
      render(<Technology technology={technology} />);
      const card = screen.getByRole("button", { name: `${codon} → ${gene}` });
      await user.click(card);
      const dialog = await screen.findByRole("dialog", { name: `${gene} (codon ${codon})` });
      await within(dialog).findByRole("heading", { name: "Mechanism" });
      const entry = codons.find((c) => c.codon === codon);
      if (written) {
        expect(within(dialog).getByText(entry?.profile.fullName ?? "")).toBeInTheDocument();
        expect(within(dialog).queryByText(profileLabels.inPreparation)).not.toBeInTheDocument();
      } else {
        expect(within(dialog).getByText(profileLabels.inPreparation)).toBeInTheDocument();
        expect(within(dialog).getByText(`${gene} ${profileLabels.fallbackName}`)).toBeInTheDocument();
        expect(within(dialog).getByText(`${gene} ${profileLabels.fallbackMechanism}`)).toBeInTheDocument();
        expect(
          within(dialog).getByText(profileLabels.fallback.diseaseTargets[0]?.text ?? "missing"),
        ).toBeInTheDocument();
      }
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(card).toHaveFocus();
    },
  );

  it("shows each tab's panel", async () => {
    const user = userEvent.setup();
    render(<Technology technology={technology} />);
    expect(screen.getByRole("tab", { name: "Codon Mapping" })).toHaveAttribute("aria-selected", "true");

    await user.click(screen.getByRole("tab", { name: "Delivery Systems" }));
    const delivery = screen.getByRole("tabpanel");
    for (const d of deliverySystems)
      expect(within(delivery).getByRole("heading", { name: d.name })).toBeInTheDocument();
    expect(within(delivery).queryByRole("button", { name: / → / })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Mechanism" }));
    const mechanism = screen.getByRole("tabpanel");
    expect(within(mechanism).getAllByRole("listitem")).toHaveLength(mechanismSteps.length);
    expect(within(mechanism).getByRole("heading", { name: /^Step 1:\s*Deliver$/ })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Codon Mapping" }));
    expect(within(screen.getByRole("tabpanel")).getAllByRole("button", { name: / → / })).toHaveLength(codons.length);
  });
});
