import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { expansionProblem } from "./pdf-expansion";
import { processPdf } from "./process-pdf";
import {
  ascii85Of,
  asciiHexOf,
  deflatedSpaces,
  lzwOf,
  pageContent,
  pdfWithEncodedContent,
  runLengthOf,
} from "./test-files";

const MB = 1024 * 1024;
const TEXT = "Form 8-K AAAAAAAAAAAA 0000";
const content = pageContent(TEXT);

describe("the PDF expansion guard", () => {
  // The encoders are the tests' own: the PDF reader reading the text back proves them, and the guard's count
  // of exactly the content's length proves its decoders agree with the reader.
  const single: [string, Buffer][] = [
    ["/FlateDecode", deflateSync(content)],
    ["/ASCIIHexDecode", asciiHexOf(content)],
    ["/ASCII85Decode", ascii85Of(content)],
    ["/RunLengthDecode", runLengthOf(content)],
    ["/LZWDecode", lzwOf(content)],
    ["/AHx", asciiHexOf(content)],
  ];
  for (const [filter, data] of single) {
    it(`decodes and counts a stream under ${filter}`, async () => {
      const pdf = pdfWithEncodedContent(data, `/Filter ${filter}`);
      expect((await processPdf(pdf, "filter.pdf")).text).toBe(TEXT);
      expect(await expansionProblem(pdf, content.length)).toBeUndefined();
      expect(await expansionProblem(pdf, content.length - 1)).toEqual({
        kind: "too-large",
        budget: content.length - 1,
      });
    });
  }

  it("follows a chain of filters, counting every stage", async () => {
    const deflated = deflateSync(content);
    const pdf = pdfWithEncodedContent(ascii85Of(deflated), "/Filter [/ASCII85Decode /FlateDecode]");
    expect((await processPdf(pdf, "chain.pdf")).text).toBe(TEXT);
    const stages = deflated.length + content.length;
    expect(await expansionProblem(pdf, stages)).toBeUndefined();
    expect(await expansionProblem(pdf, stages - 1)).toMatchObject({ kind: "too-large" });
  });

  it("encodes LZW as PDF's own example does", () => {
    expect(lzwOf(Buffer.from("-----A---B", "latin1")).toString("hex")).toBe("800b6050220c0c8501");
  });

  it("refuses a deflate bomb hidden behind ASCIIHex or ASCII85, which no longer looks deflated", async () => {
    const bomb = await deflatedSpaces(8 * MB);
    for (const [encode, filter] of [
      [asciiHexOf, "/ASCIIHexDecode"],
      [ascii85Of, "/ASCII85Decode"],
    ] as const) {
      const pdf = pdfWithEncodedContent(encode(bomb), `/Filter [${filter} /FlateDecode]`);
      expect(await expansionProblem(pdf, 4 * MB), filter).toEqual({ kind: "too-large", budget: 4 * MB });
    }
  });

  it("refuses LZW and run-length bombs", async () => {
    const spaces = Buffer.alloc(4 * MB, " ");
    const lzw = lzwOf(spaces);
    expect(lzw.length).toBeLessThan(spaces.length / 100);
    expect(await expansionProblem(pdfWithEncodedContent(lzw, "/Filter /LZWDecode"), MB)).toMatchObject({
      kind: "too-large",
    });
    const runs = runLengthOf(spaces);
    expect(await expansionProblem(pdfWithEncodedContent(runs, "/Filter /RunLengthDecode"), MB)).toMatchObject({
      kind: "too-large",
    });
  });

  it("finds the stream's own filter, not one inside a nested dictionary or a string", async () => {
    const bomb = await deflatedSpaces(8 * MB);
    for (const entries of [
      "/DecodeParms << /Filter /ASCIIHexDecode >> /Filter /FlateDecode",
      "/Title (/Filter /ASCIIHexDecode) /Filter /FlateDecode",
      "/Filter /ASCIIHexDecode /Filter /FlateDecode",
    ]) {
      expect(await expansionProblem(pdfWithEncodedContent(bomb, entries), 4 * MB), entries).toMatchObject({
        kind: "too-large",
      });
    }
  });

  it("refuses filters whose output it cannot bound, and lets an image codec end a chain", async () => {
    const data = deflateSync(content);
    const refused: [string, string][] = [
      ["/Filter /BogusDecode", "BogusDecode"],
      ["/Filter 9 0 R", "9 0 R"],
      ["/Filter [/DCTDecode /FlateDecode]", "DCTDecode"],
      ["/Filter /Crypt", "Crypt"],
    ];
    for (const [entries, filter] of refused) {
      expect(await expansionProblem(pdfWithEncodedContent(data, entries), MB), entries).toEqual({
        kind: "unbounded-filter",
        filter,
      });
    }
    // The reader decodes no image past 50 megapixels: a codec last in the chain is bounded there.
    expect(
      await expansionProblem(pdfWithEncodedContent(data, "/Filter [/FlateDecode /DCTDecode]"), MB),
    ).toBeUndefined();
  });
});
