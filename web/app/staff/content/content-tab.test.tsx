import type { ContentItem, ContentListResponse, ContentSummary } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { DELETE_CONTENT_CONFIRMATION } from "@helixmap/common/errors";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiError, type MockResponse, mockApi, renderStaff } from "../test-support";
import { ContentTab } from "./content-tab";

const ID = "11111111-1111-4111-8111-111111111111";
const SECOND_ID = "22222222-2222-4222-8222-222222222222";
const ITEM_PATH = API_PATHS.contentItem(ID);

// The form's Markdown editor is a lazily loaded chunk; loading it once here keeps its first import out of the tests' time.
beforeAll(async () => {
  await import("../editor/markdown-editor");
});

/** The full item, as GET /api/content/:id answers it. */
function item(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: ID,
    title: "Quarterly update",
    slug: "quarterly-update",
    content: "Line one\nLine two",
    visibility: "partner",
    contentType: "press_release",
    published: true,
    summary: "",
    displayDate: "2026-02-01",
    fields: { category: "Company News", featured: false },
    authorId: null,
    createdAt: "2026-02-01T09:00:00.000Z",
    updatedAt: "2026-02-03T09:00:00.000Z",
    publishAt: null,
    unpublishAt: null,
    scheduleProblem: null,
    draft: null,
    version: 1,
    ...overrides,
  };
}

/** The list's view of an item: the whole body fits in the preview unless told otherwise. */
function summary(overrides: Partial<ContentSummary> = {}): ContentSummary {
  const { content, draft, ...rest } = item();
  return { ...rest, hasDraft: draft !== null, preview: content, contentLength: content.length, ...overrides };
}

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

function page(items: ContentSummary[], nextCursor: string | null = null): MockResponse {
  const body: ContentListResponse = { items, nextCursor, counts: null };
  return { body };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Content tab", () => {
  it("lists each item with its badges, type, date and a text-only preview", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: page([
        summary(),
        summary({
          id: SECOND_ID,
          title: "Draft note",
          published: false,
          visibility: "admin",
          contentType: "page",
          preview: HOSTILE,
          contentLength: HOSTILE.length,
        }),
      ]),
    });
    renderStaff(<ContentTab canEdit={false} />);
    const [first, second] = await screen.findAllByTestId("content-item");
    expect(first).toHaveTextContent("Quarterly update");
    expect(within(first as HTMLElement).getByText("Published")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("Partner")).toBeInTheDocument();
    expect(first).toHaveTextContent("Type: Press release");
    expect(first).toHaveTextContent("Updated Feb 3, 2026");
    expect(within(second as HTMLElement).getByText("Draft")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("Admin only")).toBeInTheDocument();
    const preview = within(second as HTMLElement).getByTestId("content-preview");
    expect(preview).toHaveClass("line-clamp-3");
    expect(preview.textContent).toContain("<script>alert(2)</script>");
    expect(preview.querySelector("img, script")).toBeNull();
    expect(screen.queryByRole("button", { name: /Edit|Delete|New Content/ })).not.toBeInTheDocument();
  });

  it("shows an item whose scheduled publish failed, with the reason", async () => {
    const reason = "The scheduled publish at 2026-03-01T09:00:00.000Z could not be carried out: slug taken (slug)";
    mockApi({ [`GET ${API_PATHS.content}`]: page([summary({ scheduleProblem: reason })]) });
    renderStaff(<ContentTab canEdit={false} />);
    const card = await screen.findByTestId("content-item");
    expect(within(card).getByText("Schedule failed")).toBeInTheDocument();
    expect(within(card).getByTestId("schedule-problem")).toHaveTextContent(reason);
  });

  it("shows an empty state", async () => {
    mockApi({ [`GET ${API_PATHS.content}`]: page([]) });
    renderStaff(<ContentTab canEdit />);
    expect(await screen.findByText("No content yet. Create the first item with New Content.")).toBeInTheDocument();
  });

  it("reports a load failure and loads again on retry", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: [apiError(403, "FORBIDDEN", "You cannot read this."), page([summary()])],
    });
    renderStaff(<ContentTab canEdit />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Content could not be loaded");
    expect(alert).toHaveTextContent("You cannot read this.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Quarterly update")).toBeInTheDocument();
  });

  it("creates an item from a blank form, deriving an empty slug from the title", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: [page([]), page([summary({ title: "Our New Page" })])],
      [`POST ${API_PATHS.content}`]: { status: 201, body: { item: item({ title: "Our New Page" }) } },
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New Content" }));
    const form = screen.getByRole("form", { name: "New content" });
    expect(within(form).getByLabelText("Title")).toHaveValue("");
    expect(within(form).getByLabelText("Visibility")).toHaveValue("public");
    expect(within(form).getByLabelText("Content type")).toHaveValue("page");
    expect(within(form).getByLabelText("Published")).not.toBeChecked();

    await user.type(within(form).getByLabelText("Title"), "Our  New Page");
    await user.click(await within(form).findByRole("button", { name: "Markdown source" }));
    await user.type(within(form).getByRole("textbox", { name: "Content (Markdown source)" }), "<b>Hello</b>");
    await user.selectOptions(within(form).getByLabelText("Visibility"), "partner");
    await user.selectOptions(within(form).getByLabelText("Content type"), "research");
    await user.click(within(form).getByLabelText("Published"));
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("form")).not.toBeInTheDocument());
    expect(api.callsTo("POST", API_PATHS.content)[0]?.body).toEqual({
      title: "Our  New Page",
      slug: "our-new-page",
      content: "<b>Hello</b>",
      visibility: "partner",
      contentType: "research",
      published: true,
      summary: "",
      displayDate: "",
      fields: {
        category: "Research",
        documentType: "Research Paper",
        reference: "",
        status: "Published",
        confidentiality: "Proprietary",
        document: null,
      },
      publishAt: null,
      unpublishAt: null,
    });
    expect(await screen.findByText("Content created")).toBeInTheDocument();
    expect(await screen.findByText("Our New Page")).toBeInTheDocument();
  });

  it("shows the fields of the chosen type, and the server's verdict on them", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: page([]),
      [`POST ${API_PATHS.content}`]: apiError(400, "VALIDATION_FAILED", "Some fields are not valid", {
        "fields.category": "Too long",
      }),
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New Content" }));
    const form = screen.getByRole("form", { name: "New content" });
    expect(within(form).queryByLabelText("Category")).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText("Content type"), "press_release");
    await user.type(within(form).getByLabelText("Title"), "Series A");
    await user.type(within(form).getByLabelText("Summary"), "We raised it.");
    await user.type(within(form).getByLabelText("Display date"), "2026-01-15");
    await user.clear(within(form).getByLabelText("Category"));
    await user.type(within(form).getByLabelText("Category"), "Funding");
    await user.click(within(form).getByLabelText("Featured"));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    const category = within(form).getByLabelText("Category");
    await waitFor(() => expect(category).toHaveAttribute("aria-invalid", "true"));
    expect(category).toHaveAccessibleDescription("Too long");
    expect(api.callsTo("POST", API_PATHS.content)[0]?.body).toMatchObject({
      contentType: "press_release",
      summary: "We raised it.",
      displayDate: "2026-01-15",
      fields: { category: "Funding", featured: true },
    });
    await user.selectOptions(within(form).getByLabelText("Content type"), "patent");
    expect(within(form).queryByLabelText("Category")).not.toBeInTheDocument();
    expect(within(form).getByLabelText("Patent status")).toHaveValue("Pending");
  });

  it("requires a title before saving", async () => {
    const api = mockApi({ [`GET ${API_PATHS.content}`]: page([]) });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New Content" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.content)).toHaveLength(0);
  });

  it("shows the server's duplicate-slug message on the slug field", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: page([summary()]),
      [`GET ${ITEM_PATH}`]: { body: { item: item() } },
      [`PATCH ${ITEM_PATH}`]: apiError(409, "CONFLICT", "Slug taken", {
        slug: "Another item already uses this slug",
      }),
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Quarterly update" }));
    const form = await screen.findByRole("form", { name: "Edit Quarterly update" });
    expect(within(form).getByLabelText("Title")).toHaveValue("Quarterly update");
    expect(within(form).getByLabelText("Published")).toBeChecked();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    const slug = within(form).getByLabelText("Slug");
    await waitFor(() => expect(slug).toHaveAttribute("aria-invalid", "true"));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining("Another item already uses this slug"));
  });

  it("shows other save failures inside the form and keeps the input", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: page([]),
      [`POST ${API_PATHS.content}`]: apiError(500, "INTERNAL", "Database unavailable"),
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New Content" }));
    await user.type(screen.getByLabelText("Title"), "Kept");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Kept");
  });

  it("cancels the form without saving", async () => {
    const api = mockApi({ [`GET ${API_PATHS.content}`]: page([]) });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New Content" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    // The live preview renders the blank form; it saves nothing.
    expect(api.calls.filter((c) => c.method !== "GET" && c.path !== API_PATHS.livePreview.content)).toHaveLength(0);
  });

  it("asks before deleting and deletes only after confirmation", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: [page([summary()]), page([])],
      [`DELETE ${ITEM_PATH}`]: { status: 204 },
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Quarterly update" }));
    let dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent(DELETE_CONTENT_CONFIRMATION);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("DELETE", ITEM_PATH)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Quarterly update" }));
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Deleted "Quarterly update"')).toBeInTheDocument();
    expect(api.callsTo("DELETE", ITEM_PATH)).toHaveLength(1);
    expect(await screen.findByText("No content yet. Create the first item with New Content.")).toBeInTheDocument();
  });

  it("reports a failed delete with a retry", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: page([summary()]),
      [`DELETE ${ITEM_PATH}`]: [apiError(500, "INTERNAL", "Disk full"), { status: 204 }],
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Quarterly update" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Could not delete "Quarterly update"')).toBeInTheDocument();
    expect(screen.getByText("Disk full")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(api.callsTo("DELETE", ITEM_PATH)).toHaveLength(2));
  });
  it("loads more items with the previous page's cursor, and offers no more after the last page", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: page([summary()], "page-2"),
      [`GET ${API_PATHS.contentPage({ cursor: "page-2" })}`]: page([summary({ id: SECOND_ID, title: "Older note" })]),
    });
    renderStaff(<ContentTab canEdit={false} />);
    expect(await screen.findByText("Quarterly update")).toBeInTheDocument();
    expect(screen.queryByText("Older note")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Older note")).toBeInTheDocument();
    expect(screen.getAllByTestId("content-item").map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "Quarterly update",
      "Older note",
    ]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual([API_PATHS.content, "/api/content?cursor=page-2"]);
  });

  it("keeps the items shown when loading more fails, and loads them on retry", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: page([summary()], "page-2"),
      [`GET ${API_PATHS.contentPage({ cursor: "page-2" })}`]: [
        apiError(400, "VALIDATION_FAILED", "Not a valid cursor"),
        page([summary({ id: SECOND_ID, title: "Older note" })]),
      ],
    });
    renderStaff(<ContentTab canEdit={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("More content could not be loaded");
    expect(alert).toHaveTextContent("Not a valid cursor");
    expect(screen.getByText("Quarterly update")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Older note")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("ends a preview the server cut short with an ellipsis", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: page([
        summary({ preview: "The first part", contentLength: 5000 }),
        summary({ id: SECOND_ID, title: "Short", preview: "🧬 all of it", contentLength: 11 }),
      ]),
    });
    renderStaff(<ContentTab canEdit={false} />);
    const [cut, whole] = await screen.findAllByTestId("content-preview");
    expect(cut).toHaveTextContent(/^The first part…$/);
    expect(whole).toHaveTextContent(/^🧬 all of it$/);
  });

  it("fetches the full item before filling the edit form, showing a loading state meanwhile", async () => {
    const body = `${"Long body. ".repeat(40)}The end.`;
    let answer: (response: MockResponse) => void = () => {};
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: [
        page([summary({ preview: body.slice(0, 280), contentLength: body.length })]),
        page([summary({ title: "Renamed" })]),
      ],
      [`GET ${ITEM_PATH}`]: () => new Promise<MockResponse>((resolve) => (answer = resolve)),
      [`PATCH ${ITEM_PATH}`]: { body: { item: item({ title: "Renamed", content: body }) } },
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Quarterly update" }));
    expect(await screen.findByText("Loading Quarterly update for editing")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();

    answer({ body: { item: item({ content: body }) } });
    const form = await screen.findByRole("form", { name: "Edit Quarterly update" });
    await within(form).findByRole("toolbar", { name: "Formatting of Content" });
    // TipTap attaches its editable view in an effect after the toolbar renders.
    expect(await within(form).findByRole("textbox", { name: "Content" })).toHaveTextContent(body);
    await user.clear(within(form).getByLabelText("Title"));
    await user.type(within(form).getByLabelText("Title"), "Renamed");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Content updated")).toBeInTheDocument();
    expect(api.callsTo("PATCH", ITEM_PATH)[0]?.body).toMatchObject({ title: "Renamed", content: body });
    expect(await screen.findByRole("heading", { name: "Renamed" })).toBeInTheDocument();
    expect(api.callsTo("GET", API_PATHS.content)).toHaveLength(2);
  });

  it("reports an item that cannot be opened for editing, with a retry and a way back", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: page([summary()]),
      [`GET ${ITEM_PATH}`]: [
        apiError(404, "NOT_FOUND", "No content item with this id"),
        { body: { item: item() } },
        apiError(404, "NOT_FOUND", "No content item with this id"),
      ],
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Quarterly update" }));
    let alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent('"Quarterly update" could not be opened for editing');
    expect(alert).toHaveTextContent("No content item with this id");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    const form = await screen.findByRole("form", { name: "Edit Quarterly update" });
    await user.click(within(form).getByRole("button", { name: "Cancel" }));

    await user.click(await screen.findByRole("button", { name: "Edit Quarterly update" }));
    alert = await screen.findByRole("alert");
    await user.click(within(alert).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Quarterly update" })).toBeInTheDocument();
  });
});
