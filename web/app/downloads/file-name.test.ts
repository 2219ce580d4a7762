import { describe, expect, it } from "vitest";
import { fileNameFromTitle } from "./file-name";

describe("fileNameFromTitle", () => {
  it("replaces every non-alphanumeric character with an underscore", () => {
    expect(fileNameFromTitle("Series A: Pitch Deck (2025)", "pdf")).toBe("Series_A__Pitch_Deck__2025_.pdf");
    expect(fileNameFromTitle("Form D", "txt")).toBe("Form_D.txt");
  });
});
