import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { describeOnDatabases, type TestUser } from "../test/harness";

const itemOf = (body: unknown) => (body as { item: ContentItem }).item;
const fieldsOf = (body: unknown) => (body as { error: { fields: Record<string, string> } }).error.fields;

describeOnDatabases("per-type content fields, summary and display date", (h) => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await h().createUser("administrator");
  });

  it("stores a type's fields with its defaults filled in", async () => {
    const res = await h().call("POST", API_PATHS.content, {
      body: {
        title: "Codon Map Paper",
        contentType: "publication",
        summary: "  A map.  ",
        displayDate: "2026-02-01",
        fields: { authors: ["A. Moreno"] },
      },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    expect(itemOf(res.body)).toMatchObject({
      summary: "A map.",
      displayDate: "2026-02-01",
      fields: { authors: ["A. Moreno"], journal: "", status: "Under Review" },
    });
  });

  it("dates an item the day it is created when no display date is given", async () => {
    const res = await h().call("POST", API_PATHS.content, { body: { title: "Undated" }, cookie: admin.cookie });
    expect(itemOf(res.body).displayDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it("refuses fields that do not belong to the type or have the wrong shape, naming them", async () => {
    const wrongShape = await h().call("POST", API_PATHS.content, {
      body: { title: "Bad Release", contentType: "press_release", fields: { featured: "yes" } },
      cookie: admin.cookie,
    });
    expect(wrongShape.status).toBe(400);
    expect(fieldsOf(wrongShape.body)).toHaveProperty("fields.featured");
    const otherType = await h().call("POST", API_PATHS.content, {
      body: { title: "Bad Patent", contentType: "patent", fields: { authors: ["X"] } },
      cookie: admin.cookie,
    });
    expect(fieldsOf(otherType.body)).toEqual({ "fields.authors": "Unknown field" });
    const badDate = await h().call("POST", API_PATHS.content, {
      body: { title: "Bad Date", displayDate: "15/01/2026" },
      cookie: admin.cookie,
    });
    expect(fieldsOf(badDate.body)).toHaveProperty("displayDate");
  });

  it("starts from the new type's defaults when the type changes, and checks patched fields against it", async () => {
    const created = itemOf(
      (
        await h().call("POST", API_PATHS.content, {
          body: { title: "Shifting Item", contentType: "press_release", fields: { category: "Funding" } },
          cookie: admin.cookie,
        })
      ).body,
    );
    const retyped = await h().call("PATCH", API_PATHS.contentItem(created.id), {
      body: { contentType: "patent" },
      cookie: admin.cookie,
    });
    expect(itemOf(retyped.body).fields).toEqual({ number: "", status: "Pending", filingDate: null });
    const bad = await h().call("PATCH", API_PATHS.contentItem(created.id), {
      body: { fields: { category: "Funding" } },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    const good = await h().call("PATCH", API_PATHS.contentItem(created.id), {
      body: { fields: { number: "US 63/000,001", status: "Filed", filingDate: "2025-10-01" } },
      cookie: admin.cookie,
    });
    expect(itemOf(good.body).fields).toEqual({ number: "US 63/000,001", status: "Filed", filingDate: "2025-10-01" });
  });
});
