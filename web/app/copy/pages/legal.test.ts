import { APPLICATION_RETENTION_DAYS_DEFAULT } from "@helixmap/common/constants";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "./legal";

describe("privacy policy", () => {
  const section = privacyPolicy.sections.find((s) => s.id === "trial-applications");
  const text = section?.paragraphs.join(" ") ?? "";

  it("states the retention period the server enforces by default (APPLICATION_RETENTION_DAYS)", () => {
    expect(APPLICATION_RETENTION_DAYS_DEFAULT).toBe(365);
    expect(text).toContain(`automatically ${APPLICATION_RETENTION_DAYS_DEFAULT} days after we receive it`);
  });

  it("says what is stored, who may open it, and what deletion on request keeps", () => {
    expect(text).toContain("consent texts you agreed to and the time you agreed");
    expect(text).toContain("encrypted in our database");
    expect(text).toContain("only our administrators");
    expect(text).toContain("keeping only a note of its reference number");
  });
});
