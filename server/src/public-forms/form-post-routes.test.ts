import { FORM_POST_PATHS, type FormAnswer } from "@helixmap/common/form-answers";
import { REFERENCE_PATTERN } from "@helixmap/common/trial-application-terms";
import { expect, it } from "vitest";
import { applicationCount, validApplication } from "../test/applications";
import { describeOnDatabases, type Harness } from "../test/harness";

/** A native form post, as a browser without JavaScript sends it. */
function post(h: Harness, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(h.url + path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The answer the page was rendered with (the test renderer writes it into the page as JSON). */
async function answerOf(res: Response): Promise<FormAnswer> {
  const html = await res.text();
  const json = /<output>([\s\S]*)<\/output>/.exec(html)?.[1] ?? "null";
  return JSON.parse(json.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
}

/** The pre-screening form's fields as the page posts them: text as typed, ticked boxes as "on". */
function applicationForm(overrides: Record<string, string> = {}): Record<string, string> {
  const { consentToContact: _, privacyConsent: __, ...text } = validApplication();
  const fields: Record<string, string> = { consentToContact: "on", privacyConsent: "on", website: "" };
  for (const [key, value] of Object.entries(text)) fields[key] = String(value);
  return { ...fields, ...overrides };
}

describeOnDatabases("the public forms posted without JavaScript", (h) => {
  it("answer a pre-screening application with the page showing its reference", async () => {
    const before = await applicationCount(h());
    const res = await post(h(), FORM_POST_PATHS.trialApplication, applicationForm());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("script-src");
    const answer = await answerOf(res);
    expect(answer).toMatchObject({ form: "trialApplication", ok: true });
    if (answer.form === "trialApplication" && answer.ok) expect(answer.receipt.reference).toMatch(REFERENCE_PATTERN);
    expect(await applicationCount(h())).toBe(before + 1);
  });

  it("answer a bad field and a missing consent with the form, every value kept and each field named, storing nothing", async () => {
    const before = await applicationCount(h());
    const fields = applicationForm({ phone: "call me", firstName: "Ada" });
    delete fields.privacyConsent;
    const res = await post(h(), FORM_POST_PATHS.trialApplication, fields);
    expect(res.status).toBe(400);
    const answer = await answerOf(res);
    if (answer.form !== "trialApplication" || answer.ok) throw new Error("expected a refused application");
    // The page states what to do in its own words, from the content.
    expect(answer.message).toBeNull();
    expect(answer.fields.phone).toMatch(/Phone may contain/);
    expect(answer.fields.privacyConsent).toMatch(/confidentiality acknowledgment/);
    expect(answer.values).toMatchObject({
      firstName: "Ada",
      phone: "call me",
      consentToContact: true,
      privacyConsent: false,
    });
    expect(await applicationCount(h())).toBe(before);
  });

  it("answer a press-alert subscription with the page, and mail the confirmation link", async () => {
    const email = `reader-${Date.now()}@example.org`;
    const res = await post(h(), FORM_POST_PATHS.pressAlert, { email, website: "" });
    expect(res.status).toBe(200);
    expect(await answerOf(res)).toEqual({ form: "pressAlert", ok: true, email });
    await expect.poll(() => h().mail.some((m) => [m.to].flat().join(" ").includes(email))).toBe(true);
  });

  it("refuse a post from another site", async () => {
    const res = await post(
      h(),
      FORM_POST_PATHS.pressAlert,
      { email: "x@example.org" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });
});
