import { describe, expect, it } from "vitest";
import { fileNameFromTitle } from "../../downloads/file-name";
import { confirmationLink, confirmationText, confirmationTitle } from "./applicant-copy";
import { emptyApplication } from "./application";

const application = {
  ...emptyApplication,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+1 555 0100",
  age: "42",
  condition: "both" as const,
  consentToContact: true,
  privacyConsent: true,
};

describe("the applicant's copy", () => {
  it("is named after the applicant with the underscore rule", () => {
    expect(fileNameFromTitle(confirmationTitle(application), "txt")).toBe(
      "Pre_Screening_Confirmation_Ada_Lovelace.txt",
    );
  });

  it("holds the applicant's name, answers and consents", () => {
    const text = confirmationText(application, { reference: "HM-7K3Q-9XRT", receivedAt: "2026-01-02T10:00:00Z" });
    expect(text).toContain("Reference number: HM-7K3Q-9XRT");
    expect(text).toContain("Name: Ada Lovelace");
    expect(text).toContain("Condition: Both HIV and cancer");
    expect(text).toContain("Previous treatments");
    expect(text).toContain("None given");
    expect(text.match(/Given: /g)).toHaveLength(2);
    expect(text).toContain("5-7 business days");
  });

  it("says when it was received in UTC, the same wherever it is written", () => {
    const text = confirmationText(application, { reference: "HM-7K3Q-9XRT", receivedAt: "2026-01-02T10:00:00.000Z" });
    expect(text).toContain("Received 2026-01-02 10:00 UTC");
  });

  it("is a data link holding the same text, saved under the applicant's file name", () => {
    const receipt = { reference: "HM-7K3Q-9XRT", receivedAt: "2026-01-02T10:00:00Z" };
    const link = confirmationLink({ ...application, medicalHistory: "Fever & 100% recovered #1" }, receipt);
    expect(link.fileName).toBe("Pre_Screening_Confirmation_Ada_Lovelace.txt");
    const [prefix, data = ""] = link.href.split(",", 2);
    expect(prefix).toBe("data:text/plain;charset=utf-8");
    expect(decodeURIComponent(data)).toBe(
      confirmationText({ ...application, medicalHistory: "Fever & 100% recovered #1" }, receipt),
    );
    // A "#" would end the address and cut the copy short.
    expect(data).not.toMatch(/[#&\s]/);
  });
});
