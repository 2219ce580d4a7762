import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MarkdownField } from "./markdown-field";
import { type MediaInsert, MediaInsertProvider } from "./media-insert";

// jsdom lays nothing out; ProseMirror asks where a click landed and where the selection is drawn.
beforeAll(async () => {
  // The editor is a lazily loaded chunk; loading it once here keeps its first import out of the tests' time.
  await import("./markdown-editor");
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

/** A form's Markdown field as the staff forms hold it: the value lives in the form, the editor edits it. */
function Field({
  initial,
  onValue,
  invalid = false,
}: {
  initial: string;
  onValue?: (v: string) => void;
  invalid?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="body">Content</label>
      <MarkdownField
        id="body"
        label="Content"
        value={value}
        invalid={invalid}
        describedBy="body-hint"
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <p id="body-hint">Stored as Markdown.</p>
      <output data-testid="stored">{value}</output>
    </>
  );
}

/**
 * The editable area, once the editor's chunk has replaced the plain textarea shown while it loads. TipTap
 * attaches its editable view in an effect after the toolbar renders, so the area is awaited too.
 */
async function editable() {
  await screen.findByRole("toolbar", {}, { timeout: 5000 });
  return screen.findByRole("textbox", { name: "Content" }, { timeout: 5000 });
}

describe("the Markdown field's editor", () => {
  it("shows the stored Markdown formatted, named by the field's label and described by its hint", async () => {
    render(<Field initial={"## Results\n\nThe **primary** endpoint was met."} />);
    const area = await editable();
    expect(area).toHaveAttribute("contenteditable", "true");
    expect(area).toHaveAttribute("id", "body");
    expect(area).toHaveAccessibleDescription("Stored as Markdown.");
    expect(within(area).getByRole("heading", { level: 2, name: "Results" })).toBeInTheDocument();
    expect(within(area).getByText("primary").tagName).toBe("STRONG");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting of Content" });
    for (const name of [
      "Heading",
      "Subheading",
      "Bold",
      "Italic",
      "Link",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Table",
    ]) {
      expect(within(toolbar).getByRole("button", { name })).toBeEnabled();
    }
  });

  it("marks the editable area invalid when the field has an error", async () => {
    render(<Field initial="" invalid />);
    expect(await editable()).toHaveAttribute("aria-invalid", "true");
  });

  it("switches to the Markdown source and back without changing or losing the text", async () => {
    const user = userEvent.setup();
    const markdown = "# Title\n\n- one\n- two\n\n| A | B |\n| --- | --- |\n| 1 | 2 |";
    render(<Field initial={markdown} />);
    await editable();
    await user.click(screen.getByRole("button", { name: "Markdown source" }));
    const source = screen.getByRole("textbox", { name: "Content (Markdown source)" });
    expect(source).toHaveValue(markdown);
    expect(source).toHaveAttribute("id", "body");
    expect(screen.getByRole("button", { name: "Bold" })).toBeDisabled();

    await user.type(source, "\n\nAdded in *source*.");
    await user.click(screen.getByRole("button", { name: "Markdown source" }));
    const area = await editable();
    expect(within(area).getByText("source").tagName).toBe("EM");
    expect(within(area).getByRole("table")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Markdown source" }));
    expect(screen.getByRole("textbox", { name: "Content (Markdown source)" })).toHaveValue(
      `${markdown}\n\nAdded in *source*.`,
    );
  });

  it("formats the text with the toolbar and hands the form Markdown", async () => {
    const user = userEvent.setup();
    render(<Field initial="Trial update" />);
    const area = await editable();
    await user.click(area);
    await user.click(screen.getByRole("button", { name: "Heading" }));
    await waitFor(() => expect(screen.getByTestId("stored")).toHaveTextContent("## Trial update"));
    expect(screen.getByRole("button", { name: "Heading" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Quote" }));
    await waitFor(() => expect(screen.getByTestId("stored").textContent).toBe("> ## Trial update"));
  });

  it("refuses a link the site would not show, naming what it accepts", async () => {
    const user = userEvent.setup();
    render(<Field initial="Read more" />);
    await user.click(await editable());
    await user.click(screen.getByRole("button", { name: "Link" }));
    const address = screen.getByRole("textbox", { name: "Link address" });
    await user.type(address, "javascript:alert(1){Enter}");
    expect(address).toHaveAccessibleDescription(
      "Enter a path on this site (/about, #contact), an https:// address or a mailto: address.",
    );
    expect(screen.getByTestId("stored")).toHaveTextContent("Read more");
    await user.clear(address);
    await user.type(address, "/science{Enter}");
    await waitFor(() => expect(screen.getByTestId("stored")).toHaveTextContent("[/science](/science)Read more"));
  });
});

describe("media insertion", () => {
  it("offers no image or document buttons without a media picker", async () => {
    render(<Field initial="" />);
    await editable();
    expect(screen.queryByRole("button", { name: "Insert image" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Insert document" })).not.toBeInTheDocument();
  });

  it("inserts what the picker returns as ![alt](url) and [filename](url)", async () => {
    const user = userEvent.setup();
    const pick = vi.fn<MediaInsert["pick"]>(async (kind) =>
      kind === "image"
        ? { url: "/media/lab.webp", alt: "The lab", filename: "lab.webp" }
        : { url: "/media/annual-report.pdf", filename: "Annual report.pdf" },
    );
    render(
      <MediaInsertProvider value={{ pick }}>
        <Field initial="" />
      </MediaInsertProvider>,
    );
    await user.click(await editable());
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    await waitFor(() => expect(screen.getByTestId("stored")).toHaveTextContent("![The lab](/media/lab.webp)"));
    await user.click(screen.getByRole("button", { name: "Insert document" }));
    await waitFor(() =>
      expect(screen.getByTestId("stored")).toHaveTextContent(
        "![The lab](/media/lab.webp)[Annual report.pdf](/media/annual-report.pdf)",
      ),
    );
    expect(pick.mock.calls.map(([kind]) => kind)).toEqual(["image", "document"]);
  });

  it("inserts at the cursor of the Markdown source too", async () => {
    const user = userEvent.setup();
    const pick = async () => ({ url: "/media/chart.png", alt: "Chart", filename: "chart.png" });
    render(
      <MediaInsertProvider value={{ pick }}>
        <Field initial="Before" />
      </MediaInsertProvider>,
    );
    await editable();
    await user.click(screen.getByRole("button", { name: "Markdown source" }));
    const source = screen.getByRole("textbox", { name: "Content (Markdown source)" });
    await user.type(source, " ");
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    await waitFor(() => expect(source).toHaveValue("Before ![Chart](/media/chart.png)"));
  });
});
