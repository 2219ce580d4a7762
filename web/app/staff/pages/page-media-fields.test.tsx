import { API_PATHS } from "@helixmap/common/api-paths";
import { field } from "@helixmap/common/pages/fields";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mediaAsset, PDF_ASSET } from "../media/media-fixtures";
import { mockApi, renderStaff } from "../test-support";
import { PageFields } from "./page-field";
import { PageFormContext, type PageFormContextValue } from "./page-form-context";

afterEach(() => vi.unstubAllGlobals());

const FIELDS = { photo: field.image("Team photo"), brochure: field.file("Brochure") };
const IMAGE = mediaAsset({ alt: "The team at the bench" });

function renderFields(readOnly: boolean) {
  const set = vi.fn();
  const context: PageFormContextValue = {
    readOnly,
    idOf: (path) => `field-${path}`,
    errorAt: () => undefined,
    hasErrorUnder: () => false,
    set,
  };
  renderStaff(
    <PageFormContext.Provider value={context}>
      <PageFields fields={FIELDS} path="" values={{ photo: { src: "", alt: "" }, brochure: null }} />
    </PageFormContext.Provider>,
  );
  return set;
}

describe("media in a page's form", () => {
  it("fills an image field from the library: its address and alt text", async () => {
    mockApi({ [`GET ${API_PATHS.mediaPage({ kind: "image" })}`]: { body: { assets: [IMAGE], nextCursor: null } } });
    const set = renderFields(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Choose from library for Team photo" }));
    await user.click(await screen.findByRole("button", { name: "Choose lab-bench.png" }));
    expect(set).toHaveBeenCalledWith("photo", { src: IMAGE.url, alt: "The team at the bench" });
  });

  it("fills a document field from the library with the PDF's address", async () => {
    mockApi({
      [`GET ${API_PATHS.mediaPage({ kind: "document" })}`]: { body: { assets: [PDF_ASSET], nextCursor: null } },
    });
    const set = renderFields(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Choose from library for Brochure" }));
    await user.click(await screen.findByRole("button", { name: "Choose annual-report.pdf" }));
    expect(set).toHaveBeenCalledWith("brochure", PDF_ASSET.url);
  });

  it("offers nothing from the library to a partner", () => {
    renderFields(true);
    expect(screen.queryByRole("button", { name: /Choose from library/ })).not.toBeInTheDocument();
  });
});
