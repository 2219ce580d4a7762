import { API_PATHS } from "@helixmap/common/api-paths";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PDF_ASSET } from "../media/media-fixtures";
import { mockApi, renderStaff } from "../test-support";
import { TypeFields } from "./type-fields";

afterEach(() => vi.unstubAllGlobals());

describe("an item's download field", () => {
  it("fills from the library with the PDF's address, offering documents only", async () => {
    const documents = API_PATHS.mediaPage({ kind: "document" });
    const api = mockApi({ [`GET ${documents}`]: { body: { assets: [PDF_ASSET], nextCursor: null } } });
    const onChange = vi.fn();
    const fields = { form: "Form D", status: "Filed", fileSize: "", document: null };
    renderStaff(<TypeFields idPrefix="edit" type="sec_filing" fields={fields} errors={{}} onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText("Download (PDF)")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Choose from library for Download (PDF)" }));
    expect(await screen.findByRole("heading", { name: "Choose a document" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Choose annual-report.pdf" }));
    expect(onChange).toHaveBeenCalledWith({ ...fields, document: PDF_ASSET.url });
    expect(api.callsTo("GET", documents)).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: "Choose a document" })).not.toBeInTheDocument();
  });

  it("is offered on every type that has a download, and typed addresses still work", async () => {
    const onChange = vi.fn();
    for (const type of ["press_release", "publication", "patent", "research"] as const) {
      const { unmount } = renderStaff(
        <TypeFields idPrefix={type} type={type} fields={{}} errors={{}} onChange={onChange} />,
      );
      expect(screen.getByRole("button", { name: "Choose from library for Download (PDF)" })).toBeInTheDocument();
      unmount();
    }
    renderStaff(<TypeFields idPrefix="typed" type="research" fields={{}} errors={{}} onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText("Download (PDF)"), "x");
    expect(onChange).toHaveBeenLastCalledWith({ document: "x" });
  });
});
