import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { testPage, testResearch } from "../test-support/home-page";
import { Research } from "./research";

// Each document's title links to its own page.
const section = (
  <MemoryRouter>
    <Research research={testPage.research} documents={testResearch} files={{}} />
  </MemoryRouter>
);

const cards = () => within(screen.getByRole("list", { name: "Research documents" })).getAllByRole("heading");

describe("Research", () => {
  it("shows every document with status and confidentiality", () => {
    render(section);
    expect(cards()).toHaveLength(testResearch.length);
    expect(screen.getAllByText(/^(Published|Active)$/)).toHaveLength(testResearch.length);
    expect(screen.getAllByText(/^(Proprietary|Confidential)$/)).toHaveLength(testResearch.length);
    expect(screen.getByText(/Confidentiality notice/)).toBeInTheDocument();
  });

  it("filters by category, and All restores the list", async () => {
    const user = userEvent.setup();
    render(section);
    await user.click(screen.getByRole("button", { name: "HIV" }));
    expect(screen.getByRole("button", { name: "HIV" })).toHaveAttribute("aria-pressed", "true");
    expect(cards().map((h) => h.textContent)).toEqual(["HIV Entry Receptor Modulation Study Plan"]);

    await user.click(screen.getByRole("button", { name: "Platform" }));
    expect(cards()).toHaveLength(testResearch.filter((d) => d.category === "Platform").length);

    await user.click(screen.getByRole("button", { name: "All" }));
    expect(cards()).toHaveLength(testResearch.length);
  });

  it("opens a preview with the document's text and Escape returns focus", async () => {
    const user = userEvent.setup();
    const doc = testResearch[1];
    if (!doc) throw new Error("missing document");
    render(section);
    const previewButton = screen.getByRole("button", { name: `Preview ${doc.title}` });
    await user.click(previewButton);
    const dialog = await screen.findByRole("dialog", { name: doc.title });
    expect(await within(dialog).findByText(doc.preview[1] ?? "")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(previewButton).toHaveFocus();
  });

  it("closes the upload dialog once a file is chosen and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    render(section);
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
        {section}
      </>,
    );
    const inside = screen.getByText(testResearch[0]?.title ?? "");
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
