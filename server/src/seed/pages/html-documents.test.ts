import { eachText } from "@helixmap/common/pages/fields";
import { HTML_DOCUMENT_KEYS } from "@helixmap/common/pages/html-documents";
import { HTML_DOCUMENT_FIELDS, SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholderValues, resolvePlaceholders } from "@helixmap/common/pages/placeholders";
import { describe, expect, it } from "vitest";
import { PAGE_SEEDS } from "../page-seeds";
import { siteSeed } from "./site";

const settings = placeholderValues(SITE_FIELDS, siteSeed);
const { figures } = siteSeed;

/** Every text of a seeded document: as stored, and as a visitor reads it. */
function textsOf(key: (typeof HTML_DOCUMENT_KEYS)[number]): { stored: string; read: string }[] {
  const out: { stored: string; read: string }[] = [];
  eachText(HTML_DOCUMENT_FIELDS[key], PAGE_SEEDS[key] as Record<string, unknown>, (_path, text) =>
    out.push({ stored: text, read: resolvePlaceholders(text, settings) }),
  );
  return out;
}

describe.each(HTML_DOCUMENT_KEYS)("the seeded %s document", (key) => {
  const texts = textsOf(key);

  it("names the company and its address only through placeholders", () => {
    const identity = [siteSeed.identity.companyName, siteSeed.contact.contactEmail];
    for (const { stored } of texts) {
      for (const value of identity) expect(stored.includes(value), `${key} types ${value}`).toBe(false);
    }
  });

  it("counts the genes the settings count, and never calls the residue-to-gene mappings genes", () => {
    for (const { read } of texts) {
      for (const m of read.matchAll(/(\d+\+?) +(?:distinct +|therapeutic +|mapped +)*genes\b/gi)) {
        expect(m[1], read).toBe(String(figures.mappedGenes));
      }
    }
  });

  it("says what the mappings figure counts wherever it states it", () => {
    for (const { stored, read } of texts.filter((t) => t.stored.includes("{{geneMappings}}"))) {
      expect(read, stored).toMatch(
        new RegExp(`residue-to-gene mappings|${figures.geneMappings.replace("+", "\\+")} mappings onto`),
      );
    }
  });

  it("gives the sequence its amino acids everywhere and speaks of 15 or more pathways", () => {
    for (const { read } of texts) {
      for (const m of read.matchAll(/(\d+)[- ](?:amino[- ]acids?|residues?)\b/gi)) {
        expect(m[1], read).toBe(String(figures.aminoAcids));
      }
      expect(read, read).not.toMatch(/more than 15|(?<!at least )\b15 (?:cellular )?pathways/i);
    }
  });
});
