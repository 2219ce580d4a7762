import { expect, it } from "vitest";
import { submitApplication, validApplication } from "../test/applications";
import { describeOnDatabases } from "../test/harness";
import { checkKeysOpenApplications } from "./key-check";
import { keyRing, newEncodedKey } from "./key-ring";

describeOnDatabases("starting with the wrong data key", (h) => {
  it("refuses, naming the key the stored applications need, and starts once that key is among the configured ones", async () => {
    expect((await submitApplication(h(), validApplication())).status).toBe(201);
    const current = h().services.keys.current;
    const other = newEncodedKey();
    await expect(checkKeysOpenApplications(h().services.db, keyRing(other))).rejects.toThrow(
      new RegExp(`^Wrong DATA_ENCRYPTION_KEY: 1 trial application\\(s\\) are sealed under key ${current.id},`),
    );
    await expect(
      checkKeysOpenApplications(h().services.db, keyRing(other, [current.encoded])),
    ).resolves.toBeUndefined();
  });
});
