import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { emailIndex, open, SealedFieldError, seal } from "./field-cipher";
import { keyRing, newEncodedKey } from "./key-ring";

describe("sealed fields", () => {
  const ring = keyRing(newEncodedKey());

  it("open to the plaintext with the key and context they were sealed with, and differ every time", () => {
    const a = seal(ring.current, "Type 2 diabetes", "row-1/medicalHistory");
    const b = seal(ring.current, "Type 2 diabetes", "row-1/medicalHistory");
    expect(a).not.toBe(b);
    expect(a).not.toContain("diabetes");
    expect(a.split(".")[1]).toBe(ring.current.id);
    expect(open(ring, a, "row-1/medicalHistory")).toBe("Type 2 diabetes");
  });

  it("refuse to open in another row or field, when altered, or without their key", () => {
    const sealed = seal(ring.current, "HIV", "row-1/condition");
    expect(() => open(ring, sealed, "row-2/condition")).toThrow(SealedFieldError);
    const [v, id, iv, tag, body] = sealed.split(".");
    const flipped = `${body![0] === "A" ? "B" : "A"}${body!.slice(1)}`;
    expect(() => open(ring, [v, id, iv, tag, flipped].join("."), "row-1/condition")).toThrow(SealedFieldError);
    expect(() => open(keyRing(newEncodedKey()), sealed, "row-1/condition")).toThrow(/not configured/);
    expect(() => open(ring, "plain text", "row-1/condition")).toThrow(SealedFieldError);
  });

  it("open under any key of the ring, so rows sealed before a rotation stay readable", () => {
    const oldKey = newEncodedKey();
    const sealedBefore = seal(keyRing(oldKey).current, "Cancer", "r/condition");
    const rotated = keyRing(newEncodedKey(), [oldKey]);
    expect(open(rotated, sealedBefore, "r/condition")).toBe("Cancer");
  });

  it("index e-mail addresses by a keyed HMAC: equal for equal addresses, unrelated across keys", () => {
    const other = keyRing(newEncodedKey());
    expect(emailIndex(ring.current, " Ada@Example.org")).toBe(emailIndex(ring.current, "ada@example.org"));
    expect(emailIndex(ring.current, "ada@example.org")).not.toBe(emailIndex(ring.current, "bob@example.org"));
    expect(emailIndex(ring.current, "ada@example.org")).not.toBe(emailIndex(other.current, "ada@example.org"));
    // Keyed: not the plain digest anyone could compute from a guessed address.
    const index = emailIndex(ring.current, "ada@example.org");
    expect(index).not.toBe(createHash("sha256").update("ada@example.org").digest("base64url"));
    // The address is not carried inside, in whatever encoding the stored value is read.
    expect(Buffer.from(index, "base64url").toString("latin1")).not.toContain("ada@example.org");
  });
});
