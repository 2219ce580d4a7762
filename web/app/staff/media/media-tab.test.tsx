import { API_PATHS } from "@helixmap/common/api-paths";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { mediaAsset, PDF_ASSET } from "./media-fixtures";
import { MediaTab } from "./media-tab";
import { stubUploads } from "./upload-test-support";

afterEach(() => vi.unstubAllGlobals());

const IMAGE = mediaAsset();
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

describe("the Media tab", () => {
  it("uploads several files at once, each with its own progress, and names a refused one with the server's reason", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.media}`]: [
        { body: { assets: [], nextCursor: null } },
        { body: { assets: [IMAGE], nextCursor: null } },
      ],
    });
    const uploads = stubUploads();
    renderStaff(<MediaTab canEdit />);
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText("Files to upload"), [png("lab-bench.png"), png("diagram.svg")]);
    expect(uploads.sent.map((u) => `${u.method} ${u.path}`)).toEqual([
      `POST ${API_PATHS.media}`,
      `POST ${API_PATHS.media}`,
    ]);
    expect((uploads.sent[0]?.form.get("file") as File | undefined)?.name).toBe("lab-bench.png");

    act(() => uploads.sent[0]?.progress(50, 200));
    expect(screen.getByRole("progressbar", { name: "Uploading lab-bench.png" })).toHaveAttribute(
      "aria-valuetext",
      "25%",
    );
    expect(screen.getByRole("progressbar", { name: "Uploading diagram.svg" })).toHaveAttribute(
      "aria-valuetext",
      "Indeterminate",
    );

    await act(async () =>
      uploads.sent[1]?.respond(
        apiError(
          415,
          "MEDIA_UNSUPPORTED_TYPE",
          '"diagram.svg" is a svg file; upload a JPEG, PNG, WebP, AVIF or GIF image, or a PDF',
        ),
      ),
    );
    const [first, second] = screen.getAllByTestId("upload-entry");
    expect(second).toHaveAttribute("data-state", "failed");
    expect(within(second as HTMLElement).getByRole("alert")).toHaveTextContent(
      '"diagram.svg" is a svg file; upload a JPEG, PNG, WebP, AVIF or GIF image, or a PDF',
    );
    expect(first).toHaveAttribute("data-state", "uploading");

    await act(async () => uploads.sent[0]?.respond({ status: 201, body: { asset: IMAGE } }));
    expect(within(first as HTMLElement).getByText("Uploaded")).toBeInTheDocument();
    // The library asks again and shows the new file.
    expect(await screen.findByRole("button", { name: "Open lab-bench.png" })).toBeInTheDocument();
    expect(api.callsTo("GET", API_PATHS.media)).toHaveLength(2);
  });

  it("takes files dropped on the zone", async () => {
    mockApi({ [`GET ${API_PATHS.media}`]: { body: { assets: [], nextCursor: null } } });
    const uploads = stubUploads();
    renderStaff(<MediaTab canEdit />);
    const zone = await screen.findByTestId("upload-zone");
    fireEvent.drop(zone, { dataTransfer: { files: [png("dropped.png")] } });
    expect(uploads.sent).toHaveLength(1);
    expect((uploads.sent[0]?.form.get("file") as File | undefined)?.name).toBe("dropped.png");
  });

  it("searches on the server, filters by kind and switches between grid and list", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.media}`]: { body: { assets: [IMAGE, PDF_ASSET], nextCursor: null } },
      [`GET ${API_PATHS.mediaPage({ search: "revenue" })}`]: { body: { assets: [PDF_ASSET], nextCursor: null } },
      [`GET ${API_PATHS.mediaPage({ search: "revenue", kind: "document" })}`]: {
        body: { assets: [PDF_ASSET], nextCursor: null },
      },
    });
    const user = userEvent.setup();
    renderStaff(<MediaTab canEdit />);
    expect(await screen.findAllByTestId("media-card")).toHaveLength(2);
    expect(screen.getByText("PDF document, 12 pages, 1.2 MB")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Name, alt text or PDF text"), "revenue{Enter}");
    await waitFor(() => expect(screen.getAllByTestId("media-card")).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText("Kind"), "document");
    await waitFor(() =>
      expect(api.callsTo("GET", API_PATHS.mediaPage({ search: "revenue", kind: "document" }))).toHaveLength(1),
    );

    await user.click(screen.getByRole("button", { name: "List" }));
    const [row] = screen.getAllByTestId("media-row");
    expect(row).toHaveTextContent("annual-report.pdf");
    expect(row).toHaveTextContent("Document");
  });

  it("pages like the other lists", async () => {
    mockApi({
      [`GET ${API_PATHS.media}`]: { body: { assets: [IMAGE], nextCursor: "next" } },
      [`GET ${API_PATHS.mediaPage({ cursor: "next" })}`]: { body: { assets: [PDF_ASSET], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderStaff(<MediaTab canEdit />);
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("button", { name: "Open annual-report.pdf" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows a partner the library without any way to upload", async () => {
    mockApi({ [`GET ${API_PATHS.media}`]: { body: { assets: [IMAGE], nextCursor: null } } });
    renderStaff(<MediaTab canEdit={false} />);
    expect(await screen.findByRole("button", { name: "Open lab-bench.png" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Files to upload")).not.toBeInTheDocument();
  });
});
