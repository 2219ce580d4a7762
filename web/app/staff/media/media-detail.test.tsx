import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { MediaDetail } from "./media-detail";
import { mediaAsset, PDF_ASSET } from "./media-fixtures";
import { stubUploads } from "./upload-test-support";

afterEach(() => vi.unstubAllGlobals());

const IMAGE = mediaAsset();
const USED_BY = [
  { type: "item" as const, id: "33333333-3333-4333-8333-333333333333", title: "Series A closes" },
  { type: "page" as const, key: "sec-filings", title: "SEC Filings" },
];
const detail = (asset = IMAGE, usedBy: typeof USED_BY = []) => ({ body: { asset, usedBy } });

describe("the media detail panel", () => {
  it("saves only the alt text it changed", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.mediaAsset(IMAGE.id)}`]: [detail(), detail(mediaAsset({ alt: "A pipette" }))],
      [`PATCH ${API_PATHS.mediaAsset(IMAGE.id)}`]: { body: { asset: mediaAsset({ alt: "A pipette" }) } },
      [`GET ${API_PATHS.media}`]: { body: { assets: [], nextCursor: null } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    const user = userEvent.setup();
    renderStaff(<MediaDetail id={IMAGE.id} canEdit onClose={() => {}} />);
    await user.type(await screen.findByLabelText("Alt text"), "A pipette");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("Saved lab-bench.png")).toBeInTheDocument();
    expect(api.callsTo("PATCH", API_PATHS.mediaAsset(IMAGE.id))[0]?.body).toEqual({ alt: "A pipette" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Save details" })).toBeDisabled());
  });

  it("shows the server's field error beside the field and keeps what was typed", async () => {
    mockApi({
      [`GET ${API_PATHS.mediaAsset(IMAGE.id)}`]: detail(),
      [`PATCH ${API_PATHS.mediaAsset(IMAGE.id)}`]: apiError(400, "VALIDATION", "Check the highlighted fields.", {
        caption: "The caption is limited to 2000 characters",
      }),
    });
    const user = userEvent.setup();
    renderStaff(<MediaDetail id={IMAGE.id} canEdit onClose={() => {}} />);
    await user.type(await screen.findByLabelText("Caption"), "Too long, says the server");
    await user.type(screen.getByLabelText("Alt text"), "Kept");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    const caption = screen.getByLabelText("Caption");
    expect(await screen.findByText("The caption is limited to 2000 characters")).toBeInTheDocument();
    expect(caption).toHaveAttribute("aria-invalid", "true");
    expect(caption).toHaveValue("Too long, says the server");
    expect(screen.getByLabelText("Alt text")).toHaveValue("Kept");
  });

  it("sets the focal point where the image is clicked and shows it", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.mediaAsset(IMAGE.id)}`]: detail(),
      [`PATCH ${API_PATHS.mediaAsset(IMAGE.id)}`]: {
        body: { asset: mediaAsset({ focalPoint: { x: 0.25, y: 0.75 } }) },
      },
      [`GET ${API_PATHS.media}`]: { body: { assets: [], nextCursor: null } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    renderStaff(<MediaDetail id={IMAGE.id} canEdit onClose={() => {}} />);
    const image = await screen.findByRole("button", { name: /Set the focal point/ });
    image.getBoundingClientRect = () => ({ left: 100, top: 50, width: 200, height: 100 }) as DOMRect;
    fireEvent.click(image, { clientX: 150, clientY: 125, detail: 1 });
    expect(screen.getByText(/25% across, 75% down/)).toBeInTheDocument();
    expect(screen.getByTestId("focal-point-marker")).toHaveStyle({ left: "25%", top: "75%" });
    await userEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() =>
      expect(api.callsTo("PATCH", API_PATHS.mediaAsset(IMAGE.id))[0]?.body).toEqual({
        focalPoint: { x: 0.25, y: 0.75 },
      }),
    );
  });

  it("moves the focal point with the arrow keys, and ignores a click that has no position", async () => {
    mockApi({ [`GET ${API_PATHS.mediaAsset(IMAGE.id)}`]: detail(mediaAsset({ focalPoint: { x: 0.5, y: 0.5 } })) });
    renderStaff(<MediaDetail id={IMAGE.id} canEdit onClose={() => {}} />);
    const image = await screen.findByRole("button", { name: /Set the focal point/ });
    fireEvent.keyDown(image, { key: "ArrowRight" });
    fireEvent.keyDown(image, { key: "ArrowUp" });
    fireEvent.click(image, { detail: 0 });
    expect(screen.getByText(/55% across, 45% down/)).toBeInTheDocument();
  });

  it("marks an image decorative instead of describing it, and changes its visibility", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.mediaAsset(IMAGE.id)}`]: detail(),
      [`PATCH ${API_PATHS.mediaAsset(IMAGE.id)}`]: {
        body: { asset: mediaAsset({ decorative: true, visibility: "partner" }) },
      },
      [`GET ${API_PATHS.media}`]: { body: { assets: [], nextCursor: null } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    const user = userEvent.setup();
    renderStaff(<MediaDetail id={IMAGE.id} canEdit onClose={() => {}} />);
    await user.click(await screen.findByLabelText(/Decorative/));
    expect(screen.getByLabelText("Alt text")).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Visibility"), "partner");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() =>
      expect(api.callsTo("PATCH", API_PATHS.mediaAsset(IMAGE.id))[0]?.body).toEqual({
        decorative: true,
        visibility: "partner",
      }),
    );
  });

  it("lists every item and page using the file, linked, and shows the server's refusal to delete it", async () => {
    mockApi({
      [`GET ${API_PATHS.mediaAsset(PDF_ASSET.id)}`]: detail(PDF_ASSET, USED_BY),
      [`DELETE ${API_PATHS.mediaAsset(PDF_ASSET.id)}`]: apiError(
        409,
        "MEDIA_IN_USE",
        "annual-report.pdf is used by: Series A closes (item), SEC Filings (page).",
      ),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderStaff(<MediaDetail id={PDF_ASSET.id} canEdit onClose={onClose} />);
    expect(await screen.findByRole("link", { name: "Series A closes" })).toHaveAttribute(
      "href",
      STAFF_PAGE_PATHS.preview(USED_BY[0]?.type === "item" ? USED_BY[0].id : ""),
    );
    expect(screen.getByRole("link", { name: "SEC Filings" })).toHaveAttribute(
      "href",
      STAFF_PAGE_PATHS.pagePreview("sec-filings"),
    );
    await user.click(screen.getByRole("button", { name: "Delete file" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("annual-report.pdf is used by: Series A closes (item), SEC Filings (page)."),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("replaces the file, keeping the asset, with progress and the new facts", async () => {
    const replaced = { ...PDF_ASSET, pages: 14, bytes: 2_500_000 };
    mockApi({
      [`GET ${API_PATHS.mediaAsset(PDF_ASSET.id)}`]: [detail(PDF_ASSET), detail(replaced)],
      [`GET ${API_PATHS.media}`]: { body: { assets: [], nextCursor: null } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    const uploads = stubUploads();
    renderStaff(<MediaDetail id={PDF_ASSET.id} canEdit onClose={() => {}} />);
    const file = new File(["%PDF-1.7"], "annual-report-final.pdf", { type: "application/pdf" });
    await userEvent.upload(await screen.findByLabelText("Replacement file for annual-report.pdf"), file);
    expect(uploads.sent[0]?.method).toBe("PUT");
    expect(uploads.sent[0]?.path).toBe(API_PATHS.mediaFile(PDF_ASSET.id));
    act(() => uploads.sent[0]?.progress(3, 4));
    expect(screen.getByRole("progressbar", { name: "Uploading annual-report-final.pdf" })).toHaveAttribute(
      "aria-valuetext",
      "75%",
    );
    await act(async () => uploads.sent[0]?.respond({ body: { asset: replaced } }));
    expect(await screen.findByText("Replaced with annual-report-final.pdf.")).toBeInTheDocument();
    expect(screen.getByText("PDF document, 14 pages, 2.5 MB")).toBeInTheDocument();
  });

  it("shows a partner the details without any way to change them", async () => {
    mockApi({ [`GET ${API_PATHS.mediaAsset(IMAGE.id)}`]: detail(mediaAsset({ alt: "A pipette" }), USED_BY) });
    renderStaff(<MediaDetail id={IMAGE.id} canEdit={false} onClose={() => {}} />);
    expect(await screen.findByLabelText("Alt text")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Visibility")).toBeDisabled();
    expect(screen.getByRole("link", { name: "SEC Filings" })).toBeInTheDocument();
    for (const name of ["Save details", "Replace file...", "Delete file", /Set the focal point/]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });
});
