import { describe, expect, it } from "vitest";
import { auditCsvLine, csvField } from "./audit-csv";

describe("audit CSV", () => {
  it("quotes fields with quotes, commas or line breaks, doubling the quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
  });

  it("keeps a spreadsheet from running a field as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvField(`${start}SUM(A1)`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvField("=1,2")).toBe(`"'=1,2"`);
  });

  it("writes one line per entry in the header's order, ending in CRLF", () => {
    const line = auditCsvLine({
      id: "e1",
      action: "content_updated",
      resourceType: "content_section",
      resourceId: "r1",
      oldValues: { title: "Old" },
      newValues: null,
      createdAt: "2026-03-01T00:00:00.000Z",
      actor: { email: "a@example.com", fullName: "=Mallory" },
    });
    expect(line).toBe(
      `2026-03-01T00:00:00.000Z,content_updated,'=Mallory,a@example.com,content_section,r1,"{""title"":""Old""}",\r\n`,
    );
  });
});
