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
    expect(itemOf(retyped.body).fields).toEqual({
      number: "",
      status: "Pending",
      filingDate: null,
      inventors: [],
      claims: null,
      priority: "Medium",
      territories: [],
      document: null,
    });
    const bad = await h().call("PATCH", API_PATHS.contentItem(created.id), {
      body: { fields: { category: "Funding" } },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    const good = await h().call("PATCH", API_PATHS.contentItem(created.id), {
      body: { fields: { number: "US 63/000,001", status: "Filed", filingDate: "2025-10-01" } },
      cookie: admin.cookie,
    });
    expect(itemOf(good.body).fields).toMatchObject({
      number: "US 63/000,001",
      status: "Filed",
      filingDate: "2025-10-01",
    });
  });

  it("stores a filing's offering notice, and refuses one without its round", async () => {
    const offering = {
      round: "Series A",
      exemption: "Rule 506(c)",
      totalMillions: 50,
      soldMillions: 10,
      firstSale: "November 28, 2025",
      investors: 6,
      amendment: true,
    };
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "Form D/A", contentType: "sec_filing", fields: { form: "Form D/A", offering } },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    expect(itemOf(res.body).fields).toEqual({
      form: "Form D/A",
      status: "Filed",
      fileSize: "",
      offering,
      document: null,
    });
    const bad = await h().call("POST", API_PATHS.content, {
      body: { title: "Form D", contentType: "sec_filing", fields: { offering: { ...offering, round: "" } } },
      cookie: admin.cookie,
    });
    expect(fieldsOf(bad.body)).toHaveProperty(["fields.offering.round"]);
    // Its download is a document in the media library, by its address, or none.
    const elsewhere = await h().call("POST", API_PATHS.content, {
      body: { title: "Form D", contentType: "sec_filing", fields: { document: "https://example.org/form-d.pdf" } },
      cookie: admin.cookie,
    });
    expect(fieldsOf(elsewhere.body)).toHaveProperty(["fields.document"]);
  });

  it("keeps an event's local times and zone, and refuses one that ends before it starts or has no real zone", async () => {
    const fields = { start: "2027-03-17T11:00", end: "2027-03-17T11:45", timeZone: "America/New_York" };
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "Summit", contentType: "event", fields: { ...fields, venue: "Boston, MA" } },
      cookie: admin.cookie,
    });
    expect(itemOf(res.body).fields).toEqual({ listing: "Conference", kind: "", venue: "Boston, MA", ...fields });
    const backwards = await h().call("POST", API_PATHS.content, {
      body: { title: "Backwards", contentType: "event", fields: { ...fields, end: "2027-03-17T10:00" } },
      cookie: admin.cookie,
    });
    expect(fieldsOf(backwards.body)).toHaveProperty(["fields.end"]);
    const nowhere = await h().call("POST", API_PATHS.content, {
      body: { title: "Nowhere", contentType: "event", fields: { ...fields, timeZone: "Mars/Olympus" } },
      cookie: admin.cookie,
    });
    expect(fieldsOf(nowhere.body)).toHaveProperty(["fields.timeZone"]);
  });

  it("gives a regulatory update its defaults and refuses an unknown priority", async () => {
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "Pre-IND request", contentType: "regulatory_update" },
      cookie: admin.cookie,
    });
    expect(itemOf(res.body).fields).toEqual({
      category: "FDA Submission",
      status: "In Progress",
      priority: "Medium",
      impact: "",
      nextSteps: "",
    });
    const bad = await h().call("POST", API_PATHS.content, {
      body: { title: "Urgent", contentType: "regulatory_update", fields: { priority: "Urgent" } },
      cookie: admin.cookie,
    });
    expect(fieldsOf(bad.body)).toHaveProperty(["fields.priority"]);
  });
});
