import type { ContentItem, ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { ReviewSettingsResponse, ReviewStatusResponse } from "@helixmap/common/review/review-api";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { contentSections, pageDocuments } from "../db/schema";
import { runDueSchedules } from "../publishing/schedule/run-schedules";
import { PAGE_SEEDS } from "../seed/page-seeds";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;

describeOnDatabases("review and approval", (h) => {
  let author: TestUser;
  let reviewer: TestUser;

  async function create(body: Record<string, unknown>, who = author): Promise<ContentItem> {
    const res = await h().call("POST", API_PATHS.content, { body, cookie: who.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return json<{ item: ContentItem }>(res.body).item;
  }
  const patch = (id: string, body: unknown, who = author) =>
    h().call("PATCH", API_PATHS.contentItem(id), { body, cookie: who.cookie });
  const submit = (id: string, note = "Ready", who = author) =>
    h().call("POST", API_PATHS.submitContentForReview(id), { body: { note }, cookie: who.cookie });
  const approve = (id: string, who = reviewer, comment = "Looks right") =>
    h().call("POST", API_PATHS.approveContent(id), { body: { comment }, cookie: who.cookie });

  beforeAll(async () => {
    author = await h().createUser("administrator", { fullName: "Ada Author" });
    reviewer = await h().createUser("administrator", { fullName: "Rey Reviewer" });
  });

  it("needs approval for press releases and SEC filings on a new database, and nothing else", async () => {
    const res = await h().call("GET", API_PATHS.reviewSettings, { cookie: author.cookie });
    expect(res.status).toBe(200);
    const { rules } = json<ReviewSettingsResponse>(res.body);
    expect(
      Object.entries(rules)
        .filter(([, on]) => on)
        .map(([s]) => s),
    ).toEqual(["press_release", "sec_filing"]);
  });

  it("refuses to publish a press release, at creation, by a save or by a time, until another administrator approves it", async () => {
    const refused = await h().call("POST", API_PATHS.content, {
      body: { title: "Refused at birth", contentType: "press_release", published: true },
      cookie: author.cookie,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "APPROVAL_REQUIRED" } });
    expect(
      await h().services.db.select().from(contentSections).where(eq(contentSections.title, "Refused at birth")),
    ).toEqual([]);

    const item = await create({ title: "Series B closes", contentType: "press_release" });
    const byPublish = await patch(item.id, { published: true });
    expect(byPublish.status).toBe(409);
    expect(byPublish.body).toMatchObject({ error: { code: "APPROVAL_REQUIRED" } });
    const bySchedule = await patch(item.id, { publishAt: "2099-01-01T09:00:00Z" });
    expect(bySchedule.status).toBe(409);
    expect(bySchedule.body).toMatchObject({ error: { code: "APPROVAL_REQUIRED" } });
    // Nothing of the refused saves was stored.
    const [row] = await h().services.db.select().from(contentSections).where(eq(contentSections.id, item.id));
    expect(row).toMatchObject({ published: false, publishAt: null });

    expect((await submit(item.id, "Embargoed until the close")).status).toBe(200);
    // The author of the change cannot approve it, whatever their role.
    const own = await approve(item.id, author);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect((await patch(item.id, { published: true })).status).toBe(409);

    const approved = await approve(item.id);
    expect(approved.status).toBe(200);
    const { review } = json<ReviewStatusResponse>(approved.body);
    expect(review).toMatchObject({ state: "approved", needsApproval: true, authorId: author.id });
    expect(review.events.map((e) => [e.kind, e.text, e.actorId])).toEqual([
      ["approved", "Looks right", reviewer.id],
      ["submitted", "Embargoed until the close", author.id],
    ]);
    const [audit] = await auditRows(h(), "content_approved");
    expect(audit).toMatchObject({
      userId: reviewer.id,
      resourceId: item.id,
      newValues: { version: review.events[0]!.version, comment: "Looks right", authorId: author.id },
    });
    expect((await auditRows(h(), "content_submitted_for_review"))[0]).toMatchObject({
      userId: author.id,
      newValues: { note: "Embargoed until the close" },
    });

    // The author may publish what was approved.
    const published = await patch(item.id, { published: true });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(json<{ item: ContentItem }>(published.body).item.published).toBe(true);
  });

  it("asks for approval again after any change to approved values, and a draft of a live release too", async () => {
    const item = await create({ title: "Trial update", contentType: "sec_filing" });
    await submit(item.id);
    expect((await approve(item.id)).status).toBe(200);
    // Setting a time changes no values: the approval still holds for scheduling.
    expect((await patch(item.id, { publishAt: "2099-02-01T09:00:00Z" })).status).toBe(200);
    // Editing the values after approval: the approval is gone.
    expect((await patch(item.id, { content: "A late edit" })).status).toBe(200);
    const status = json<ReviewStatusResponse>(
      (await h().call("GET", API_PATHS.contentReview(item.id), { cookie: author.cookie })).body,
    ).review;
    expect(status.state).toBeNull();
    // The time comes: the scheduler refuses the unapproved values and says why.
    await h()
      .services.db.update(contentSections)
      .set({ publishAt: sql`now() - interval '1 minute'` })
      .where(eq(contentSections.id, item.id));
    const run = await runDueSchedules(h().services);
    expect(run.failed).toContain(item.id);
    const [row] = await h().services.db.select().from(contentSections).where(eq(contentSections.id, item.id));
    expect(row!.published).toBe(false);
    expect(row!.scheduleProblem).toContain("approval");

    // The reviewer approves the edit; the item goes live; its next draft needs approval again.
    expect((await approve(item.id)).status).toBe(200);
    expect((await patch(item.id, { published: true })).status).toBe(200);
    expect((await patch(item.id, { title: "Trial update (corrected)" })).status).toBe(200);
    const refused = await h().call("POST", API_PATHS.publishContentChanges(item.id), { cookie: author.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "APPROVAL_REQUIRED" } });
    await submit(item.id, "Typo in the title");
    expect((await approve(item.id)).status).toBe(200);
    const done = await h().call("POST", API_PATHS.publishContentChanges(item.id), { cookie: author.cookie });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(json<{ item: ContentItem }>(done.body).item.title).toBe("Trial update (corrected)");
  });

  it("makes the author of the change whoever saved the values waiting, not whoever first wrote the item", async () => {
    const item = await create({ title: "Joint announcement", contentType: "press_release" });
    // The reviewer rewrites the text: now they are its author and the first author may approve it.
    expect((await patch(item.id, { content: "Rewritten by the reviewer" }, reviewer)).status).toBe(200);
    expect((await approve(item.id, reviewer)).status).toBe(403);
    expect((await approve(item.id, author)).status).toBe(200);
  });

  it("lets the author submit a change but not ask for changes to it: that is another administrator's call", async () => {
    const item = await create({ title: "Licensing deal", contentType: "press_release" });
    expect((await submit(item.id)).status).toBe(200);
    const requestChanges = (who: TestUser) =>
      h().call("POST", API_PATHS.requestContentChanges(item.id), { body: { comment: "Shorter" }, cookie: who.cookie });
    const own = await requestChanges(author);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ error: { code: "FORBIDDEN" } });
    const review = async () =>
      json<ReviewStatusResponse>(
        (await h().call("GET", API_PATHS.contentReview(item.id), { cookie: author.cookie })).body,
      ).review;
    // Refused means nothing recorded: the change is still in review, with the author's note only.
    expect(await review()).toMatchObject({ state: "in_review", events: [{ kind: "submitted" }] });
    expect((await auditRows(h(), "content_changes_requested")).filter((r) => r.resourceId === item.id)).toEqual([]);

    expect((await requestChanges(reviewer)).status).toBe(200);
    expect(await review()).toMatchObject({ state: "changes_requested" });
    expect((await auditRows(h(), "content_changes_requested"))[0]).toMatchObject({
      userId: reviewer.id,
      resourceId: item.id,
      newValues: { comment: "Shorter", authorId: author.id },
    });
  });

  it("keeps a page's draft authored by whoever wrote it when another administrator saves it again unchanged", async () => {
    const key = "research-publications";
    const fields = { ...PAGE_SEEDS[key], title: "Publications, revised" };
    const save = (who: TestUser) => h().call("PATCH", API_PATHS.page(key), { body: { fields }, cookie: who.cookie });
    const pageReview = (action: "approvePage" | "requestPageChanges", who: TestUser) =>
      h().call("POST", API_PATHS[action](key), { body: { comment: "Fine" }, cookie: who.cookie });
    expect((await save(author)).status).toBe(200);
    // The reviewer saves the same values again: the author of the change is still the first.
    expect((await save(reviewer)).status).toBe(200);
    const status = await h().call("GET", API_PATHS.pageReview(key), { cookie: reviewer.cookie });
    expect(json<ReviewStatusResponse>(status.body).review.authorId).toBe(author.id);
    expect((await pageReview("approvePage", author)).status).toBe(403);
    expect((await pageReview("requestPageChanges", author)).status).toBe(403);
    expect((await pageReview("approvePage", reviewer)).status).toBe(200);
    // Saved again unchanged after the approval: it holds, and the author still may not approve it.
    expect((await save(reviewer)).status).toBe(200);
    const approved = json<ReviewStatusResponse>(
      (await h().call("GET", API_PATHS.pageReview(key), { cookie: author.cookie })).body,
    ).review;
    expect(approved).toMatchObject({ state: "approved", authorId: author.id });
    expect((await pageReview("approvePage", author)).status).toBe(403);
    // A real change by the reviewer makes them its author; the approval is gone and the first author may approve.
    expect(
      (
        await h().call("PATCH", API_PATHS.page(key), {
          body: { fields: { ...fields, title: "Publications, revised again" } },
          cookie: reviewer.cookie,
        })
      ).status,
    ).toBe(200);
    expect((await pageReview("approvePage", reviewer)).status).toBe(403);
    expect((await pageReview("approvePage", author)).status).toBe(200);
    await h().call("POST", API_PATHS.discardPageDraft(key), { cookie: author.cookie });
  });

  it("never holds up taking something off the site: unpublish and delete need no approval", async () => {
    const item = await create({ title: "Withdrawn release", contentType: "press_release" });
    await approve(item.id);
    expect((await patch(item.id, { published: true })).status).toBe(200);
    // A pending edit without approval does not block unpublishing, which folds it in.
    await patch(item.id, { content: "Unapproved edit" });
    const unpublished = await patch(item.id, { published: false });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect(json<{ item: ContentItem }>(unpublished.body).item.published).toBe(false);
    const scheduledOff = await create({ title: "Scheduled takedown", contentType: "press_release" });
    await approve(scheduledOff.id);
    await patch(scheduledOff.id, { published: true });
    expect((await patch(scheduledOff.id, { unpublishAt: "2099-01-01T00:00:00Z" })).status).toBe(200);
    const deleted = await h().call("DELETE", API_PATHS.contentItem(item.id), { cookie: author.cookie });
    expect(deleted.status).toBe(204);
  });

  it("lists the items in review under the content list's In review filter", async () => {
    const item = await create({ title: "Waiting for a look", contentType: "press_release" });
    await submit(item.id, "Please check the figures");
    const list = json<ContentListResponse>(
      (await h().call("GET", API_PATHS.contentPage({ state: "in_review" }), { cookie: author.cookie })).body,
    );
    expect(list.items.map((i) => i.title)).toContain("Waiting for a look");
    expect(list.items.every((i) => i.title !== "Series B closes")).toBe(true);
    expect(list.counts?.state.in_review).toBe(list.items.length);
    // Asking for changes takes it out of review, with the comment kept.
    const asked = await h().call("POST", API_PATHS.requestContentChanges(item.id), {
      body: { comment: "The date is wrong" },
      cookie: reviewer.cookie,
    });
    expect(asked.status).toBe(200);
    expect(json<ReviewStatusResponse>(asked.body).review.state).toBe("changes_requested");
    expect((await auditRows(h(), "content_changes_requested"))[0]).toMatchObject({
      userId: reviewer.id,
      newValues: { comment: "The date is wrong" },
    });
    const after = json<ContentListResponse>(
      (await h().call("GET", API_PATHS.contentPage({ state: "in_review" }), { cookie: author.cookie })).body,
    );
    expect(after.items.map((i) => i.title)).not.toContain("Waiting for a look");
    const empty = await h().call("POST", API_PATHS.requestContentChanges(item.id), {
      body: { comment: " " },
      cookie: reviewer.cookie,
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: { code: "VALIDATION_FAILED", fields: { comment: "Say what should change" } },
    });
  });

  it("applies the pages' rule to publishing and scheduling a page's draft, changed by an administrator and audited", async () => {
    const on = await h().call("PATCH", API_PATHS.reviewSettings, {
      body: { page_documents: true },
      cookie: author.cookie,
    });
    expect(on.status).toBe(200);
    expect(json<ReviewSettingsResponse>(on.body).rules.page_documents).toBe(true);
    expect((await auditRows(h(), "review_settings_updated"))[0]).toMatchObject({
      userId: author.id,
      oldValues: { page_documents: false },
      newValues: { page_documents: true },
    });
    const fields = { ...PAGE_SEEDS.about, title: "About us, reviewed" };
    expect((await h().call("PATCH", API_PATHS.page("about"), { body: { fields }, cookie: author.cookie })).status).toBe(
      200,
    );
    const publish = () => h().call("POST", API_PATHS.publishPageChanges("about"), { cookie: author.cookie });
    expect((await publish()).body).toMatchObject({ error: { code: "APPROVAL_REQUIRED" } });
    const schedule = await h().call("POST", API_PATHS.schedulePage("about"), {
      body: { publishAt: "2099-01-01T00:00:00Z" },
      cookie: author.cookie,
    });
    expect(schedule.status).toBe(409);
    expect(schedule.body).toMatchObject({ error: { code: "APPROVAL_REQUIRED" } });
    expect((await h().call("POST", API_PATHS.approvePage("about"), { body: {}, cookie: author.cookie })).status).toBe(
      403,
    );
    expect((await h().call("POST", API_PATHS.approvePage("about"), { body: {}, cookie: reviewer.cookie })).status).toBe(
      200,
    );
    expect((await publish()).status).toBe(200);
    const [row] = await h().services.db.select().from(pageDocuments).where(eq(pageDocuments.key, "about"));
    expect(row!.fields.title).toBe("About us, reviewed");
    await h().call("PATCH", API_PATHS.reviewSettings, { body: { page_documents: false }, cookie: author.cookie });
  });

  it("answers 409 to a review of something without unpublished changes", async () => {
    const res = await h().call("POST", API_PATHS.submitPageForReview("privacy-policy"), {
      body: {},
      cookie: author.cookie,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: "CONFLICT" } });
  });
});
