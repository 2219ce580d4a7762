import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { researchDocuments } from "../copy/home/research";
import { researchPreviews } from "../copy/home/research-previews";
import { Research } from "./research";

const cards = () => within(screen.getByRole("list", { name: "Research documents" })).getAllByRole("heading");

describe("Research", () => {
  it("shows five documents with status and confidentiality", () => {
    render(<Research />);
    expect(cards()).toHaveLength(5);
    expect(screen.getAllByText(/^(Published|Active)$/)).toHaveLength(5);
    expect(screen.getAllByText(/^(Proprietary|Confidential)$/)).toHaveLength(5);
    expect(screen.getByText(/Confidentiality notice/)).toBeInTheDocument();
  });

  it("filters by category, and All restores the list", async () => {
    const user = userEvent.setup();
    render(<Research />);
    await user.click(screen.getByRole("button", { name: "HIV" }));
    expect(screen.getByRole("button", { name: "HIV" })).toHaveAttribute("aria-pressed", "true");
    expect(cards().map((h) => h.textContent)).toEqual(["HIV Entry Receptor Modulation Study Plan"]);

    await user.click(screen.getByRole("button", { name: "Platform" }));
    expect(cards()).toHaveLength(researchDocuments.filter((d) => d.category === "Platform").length);

    await user.click(screen.getByRole("button", { name: "All" }));
    expect(cards()).toHaveLength(5);
  });

  it("opens a preview with the document's text and Escape returns focus", async () => {
    const user = userEvent.setup();
    const doc = researchDocuments[1];
    if (!doc) throw new Error("missing document");
    render(<Research />);
    const previewButton = screen.getByRole("button", { name: `Preview ${doc.title}` });
    await user.click(previewButton);
    const dialog = await screen.findByRole("dialog", { name: doc.title });
    expect(await within(dialog).findByText(researchPreviews[doc.id]?.[1] ?? "")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(previewButton).toHaveFocus();
  });

  it("closes the upload dialog once a file is chosen and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    render(<Research />);
    await user.click(screen.getByRole("button", { name: "Add New Document" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Document" });
    const input = within(dialog).getByLabelText("Document file");
    expect(input).toHaveAttribute("accept", ".pdf,.doc,.docx,.txt,.md");

    await user.upload(input, new File(["notes"], "lab-notes.md", { type: "text/markdown" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("lab-notes.md");
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("blocks the context menu, selection and copy shortcuts inside the section only", () => {
    render(
      <>
        <p>Outside text</p>
        <Research />
      </>,
    );
    const inside = screen.getByText(researchDocuments[0]?.title ?? "");
    const outside = screen.getByText("Outside text");

    expect(fireEvent.contextMenu(inside)).toBe(false);
    expect(fireEvent(inside, new Event("selectstart", { bubbles: true, cancelable: true }))).toBe(false);
    for (const key of ["c", "a", "s"]) {
      expect(fireEvent.keyDown(inside, { key, ctrlKey: true })).toBe(false);
    }
    expect(fireEvent.keyDown(inside, { key: "v", ctrlKey: true })).toBe(true);

    expect(fireEvent.contextMenu(outside)).toBe(true);
    fireEvent.pointerDown(outside);
    expect(fireEvent.keyDown(document.body, { key: "c", ctrlKey: true })).toBe(true);
    fireEvent.pointerDown(inside);
    expect(fireEvent.keyDown(document.body, { key: "a", ctrlKey: true })).toBe(false);
  });
});
