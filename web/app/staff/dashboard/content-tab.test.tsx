import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { DELETE_CONTENT_CONFIRMATION } from "@helixmap/common/errors";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { ContentTab } from "./content-tab";

function item(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Quarterly update",
    slug: "quarterly-update",
    content: "Line one\nLine two",
    visibility: "partner",
    contentType: "press_release",
    published: true,
    authorId: null,
    createdAt: "2026-02-01T09:00:00.000Z",
    updatedAt: "2026-02-03T09:00:00.000Z",
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Content tab", () => {
  it("lists each item with its badges, type, date and a text-only preview", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: {
        body: {
          items: [
            item(),
            item({
              id: "22222222-2222-4222-8222-222222222222",
              title: "Draft note",
              published: false,
              visibility: "admin",
              contentType: "page",
              content: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
            }),
          ],
        },
      },
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

  it("shows an empty state", async () => {
    mockApi({ [`GET ${API_PATHS.content}`]: { body: { items: [] } } });
    renderStaff(<ContentTab canEdit />);
    expect(await screen.findByText("No content yet. Create the first item with New Content.")).toBeInTheDocument();
  });

  it("reports a load failure and loads again on retry", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: [
        apiError(403, "FORBIDDEN", "You cannot read this."),
        { body: { items: [item()] } },
      ],
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
      [`GET ${API_PATHS.content}`]: [{ body: { items: [] } }, { body: { items: [item({ title: "Our New Page" })] } }],
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
    await user.type(within(form).getByLabelText("Content"), "<b>Hello</b>");
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
    });
    expect(await screen.findByText("Content created")).toBeInTheDocument();
    expect(await screen.findByText("Our New Page")).toBeInTheDocument();
  });

  it("requires a title before saving", async () => {
    const api = mockApi({ [`GET ${API_PATHS.content}`]: { body: { items: [] } } });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New Content" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.content)).toHaveLength(0);
  });

  it("shows the server's duplicate-slug message on the slug field", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: { body: { items: [item()] } },
      [`PATCH ${API_PATHS.contentItem(item().id)}`]: apiError(409, "CONFLICT", "Slug taken", {
        slug: "Another item already uses this slug",
      }),
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Quarterly update" }));
    const form = screen.getByRole("form", { name: "Edit Quarterly update" });
    expect(within(form).getByLabelText("Title")).toHaveValue("Quarterly update");
    expect(within(form).getByLabelText("Published")).toBeChecked();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    const slug = within(form).getByLabelText("Slug");
    await waitFor(() => expect(slug).toHaveAttribute("aria-invalid", "true"));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining("Another item already uses this slug"));
  });

  it("shows other save failures inside the form and keeps the input", async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: { body: { items: [] } },
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
    const api = mockApi({ [`GET ${API_PATHS.content}`]: { body: { items: [] } } });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New Content" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("asks before deleting and deletes only after confirmation", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: [{ body: { items: [item()] } }, { body: { items: [] } }],
      [`DELETE ${API_PATHS.contentItem(item().id)}`]: { status: 204 },
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Quarterly update" }));
    let dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent(DELETE_CONTENT_CONFIRMATION);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("DELETE", API_PATHS.contentItem(item().id))).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Quarterly update" }));
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Deleted "Quarterly update"')).toBeInTheDocument();
    expect(api.callsTo("DELETE", API_PATHS.contentItem(item().id))).toHaveLength(1);
    expect(await screen.findByText("No content yet. Create the first item with New Content.")).toBeInTheDocument();
  });

  it("reports a failed delete with a retry", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: { body: { items: [item()] } },
      [`DELETE ${API_PATHS.contentItem(item().id)}`]: [apiError(500, "INTERNAL", "Disk full"), { status: 204 }],
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Quarterly update" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Could not delete "Quarterly update"')).toBeInTheDocument();
    expect(screen.getByText("Disk full")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(api.callsTo("DELETE", API_PATHS.contentItem(item().id))).toHaveLength(2));
  });
});
