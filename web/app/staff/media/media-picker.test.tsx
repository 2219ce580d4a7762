import { API_PATHS } from "@helixmap/common/api-paths";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMediaInsert } from "../editor/media-insert";
import { mockApi, renderStaff } from "../test-support";
import { LibraryMediaInsert } from "./library-media-insert";
import { mediaAsset, PDF_ASSET } from "./media-fixtures";
import { MediaPicker } from "./media-picker";
import { stubUploads } from "./upload-test-support";

afterEach(() => vi.unstubAllGlobals());

const IMAGE = mediaAsset({ alt: "A pipette over a plate" });
const IMAGES_ONLY = API_PATHS.mediaPage({ kind: "image" });

describe("the media picker", () => {
  it("offers only the kind asked for, searches, and hands back the asset chosen", async () => {
    const api = mockApi({
      [`GET ${IMAGES_ONLY}`]: { body: { assets: [IMAGE], nextCursor: null } },
      [`GET ${API_PATHS.mediaPage({ search: "pipette", kind: "image" })}`]: {
        body: { assets: [IMAGE], nextCursor: null },
      },
    });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderStaff(<MediaPicker kind="image" onPick={onPick} onClose={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Choose an image" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Kind")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Name, alt text or PDF text"), "pipette{Enter}");
    await waitFor(() =>
      expect(api.callsTo("GET", API_PATHS.mediaPage({ search: "pipette", kind: "image" }))).toHaveLength(1),
    );
    await user.click(screen.getByRole("button", { name: "Choose lab-bench.png" }));
    expect(onPick).toHaveBeenCalledWith(IMAGE);
  });

  it("uploads a file in place and picks it once it lands", async () => {
    mockApi({ [`GET ${IMAGES_ONLY}`]: { body: { assets: [], nextCursor: null } } });
    const uploads = stubUploads();
    const onPick = vi.fn();
    renderStaff(<MediaPicker kind="image" onPick={onPick} onClose={() => {}} />);
    await userEvent.upload(
      await screen.findByLabelText("Files to upload"),
      new File(["x"], "lab-bench.png", { type: "image/png" }),
    );
    act(() => uploads.sent[0]?.progress(1, 2));
    expect(screen.getByRole("progressbar", { name: "Uploading lab-bench.png" })).toBeInTheDocument();
    await act(async () => uploads.sent[0]?.respond({ status: 201, body: { asset: IMAGE } }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(IMAGE));
  });

  it("does not pick an uploaded file of the other kind, and says why", async () => {
    mockApi({ [`GET ${IMAGES_ONLY}`]: { body: { assets: [], nextCursor: null } } });
    const uploads = stubUploads();
    const onPick = vi.fn();
    renderStaff(<MediaPicker kind="image" onPick={onPick} onClose={() => {}} />);
    // Dropped: the picker's "accept" narrows only what the file chooser offers.
    const pdf = new File(["%PDF"], "annual-report.pdf", { type: "application/pdf" });
    fireEvent.drop(await screen.findByTestId("upload-zone"), { dataTransfer: { files: [pdf] } });
    await act(async () => uploads.sent[0]?.respond({ status: 201, body: { asset: PDF_ASSET } }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "annual-report.pdf: it is a document; it joined the library, but this needs an image.",
    );
    expect(onPick).not.toHaveBeenCalled();
  });
});

/** Asks the library for a file the way an editor's "Insert" button does, and shows what came back. */
function InsertHarness({ kind }: { kind: "image" | "document" }) {
  const media = useMediaInsert();
  const [result, setResult] = useState("nothing yet");
  return (
    <>
      <button type="button" onClick={() => media?.pick(kind).then((picked) => setResult(JSON.stringify(picked)))}>
        Insert
      </button>
      <output>{result}</output>
    </>
  );
}

function renderInsert(kind: "image" | "document") {
  renderStaff(
    <LibraryMediaInsert>
      <InsertHarness kind={kind} />
    </LibraryMediaInsert>,
  );
}

describe("the editors' Insert buttons pick from the library", () => {
  it("hand back the chosen image's address and alt text, and close the picker", async () => {
    mockApi({ [`GET ${IMAGES_ONLY}`]: { body: { assets: [IMAGE], nextCursor: null } } });
    const user = userEvent.setup();
    renderInsert("image");
    await user.click(screen.getByRole("button", { name: "Insert" }));
    await user.click(await screen.findByRole("button", { name: "Choose lab-bench.png" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      JSON.stringify({ url: IMAGE.url, filename: IMAGE.filename, alt: "A pipette over a plate" }),
    );
    expect(screen.queryByRole("heading", { name: "Choose an image" })).not.toBeInTheDocument();
  });

  it("give a decorative image empty alt text, and nothing when the picker is closed", async () => {
    const decorative = mediaAsset({ alt: "", decorative: true });
    mockApi({ [`GET ${IMAGES_ONLY}`]: { body: { assets: [decorative], nextCursor: null } } });
    const user = userEvent.setup();
    renderInsert("image");
    await user.click(screen.getByRole("button", { name: "Insert" }));
    await user.click(await screen.findByRole("button", { name: "Choose lab-bench.png" }));
    expect(screen.getByRole("status")).toHaveTextContent('"alt":""');
    await user.click(screen.getByRole("button", { name: "Insert" }));
    await screen.findByRole("heading", { name: "Choose an image" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("null"));
  });
});
