import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { genes } from "../copy/home/genes";
import { codons, deliverySystems, mechanismSteps } from "../copy/home/technology";
import { Technology } from "./technology";

describe("Technology", () => {
  it("lists the nine codons in order", () => {
    render(<Technology />);
    const names = screen.getAllByRole("button", { name: / → / }).map((b) => b.textContent);
    expect(names.map((n) => n?.split(" → ")[0])).toEqual(["ATG", "E", "GG", "CA", "AAA", "C", "O", "TC", "Y"]);
  });

  it("defines six genes in full", () => {
    expect(Object.keys(genes)).toHaveLength(6);
    expect(codons.filter((c) => c.gene in genes)).toHaveLength(6);
  });

  it.each(codons.map((c) => [c.codon, c.gene, c.gene in genes] as const))(
    "codon %s opens the %s gene modal (defined: %s) and Escape returns focus",
    async (codon, gene, defined) => {
      const user = userEvent.setup();
      render(<Technology />);
      const card = screen.getByRole("button", { name: `${codon} → ${gene}` });
      await user.click(card);
      const dialog = await screen.findByRole("dialog", { name: `${gene} (codon ${codon})` });
      await within(dialog).findByRole("heading", { name: "Mechanism" });
      if (defined) {
        expect(within(dialog).getByText(genes[gene]?.fullName ?? "")).toBeInTheDocument();
        expect(within(dialog).queryByText("Profile in preparation")).not.toBeInTheDocument();
      } else {
        expect(within(dialog).getByText("Profile in preparation")).toBeInTheDocument();
        expect(within(dialog).getByText(`${gene} (full profile in preparation)`)).toBeInTheDocument();
      }
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(card).toHaveFocus();
    },
  );

  it("shows each tab's panel", async () => {
    const user = userEvent.setup();
    render(<Technology />);
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
    expect(within(screen.getByRole("tabpanel")).getAllByRole("button", { name: / → / })).toHaveLength(9);
  });
});
