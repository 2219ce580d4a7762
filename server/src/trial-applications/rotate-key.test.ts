import { readFile } from "node:fs/promises";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { ApplicationListResponse, ApplicationResponse } from "@helixmap/common/trial-applications";
import { beforeAll, expect, it } from "vitest";
import { loadEnv } from "../config/env";
import { trialApplications } from "../db/schema";
import { submitApplication, validApplication } from "../test/applications";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { keyFilePath, keyRing, newEncodedKey, resolveKeyRing } from "./key-ring";
import { resealApplications, rotateKey } from "./rotate-key";

async function everyApplication(h: Harness, admin: TestUser) {
  const { applications } = (await h.call("GET", API_PATHS.trialApplications, { cookie: admin.cookie }))
    .body as ApplicationListResponse;
  return Promise.all(
    applications.map(async (a) => {
      const res = await h.call("GET", API_PATHS.trialApplication(a.id), { cookie: admin.cookie });
      expect(res.status).toBe(200);
      return (res.body as ApplicationResponse).application;
    }),
  );
}

describeOnDatabases(
  "rotating the development key",
  (h) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await h().createUser("administrator");
      for (let i = 0; i < 3; i++) await submitApplication(h(), validApplication({ medicalHistory: `History ${i}` }));
    });

    it("re-seals every application under a new key written to the key file, and all stay readable and searchable", async () => {
      const before = await everyApplication(h(), admin);
      const oldRing = h().services.keys;
      const env = h().services.env;
      const { resealed, keyId, keySource } = await rotateKey(env, h().services.db);
      expect(resealed).toBe(3);
      expect(keySource).toBe("file");
      expect(keyId).not.toBe(oldRing.current.id);
      expect((await readFile(keyFilePath(env.dataDir), "utf8")).trim().split("\n")).toHaveLength(1);

      const rows = await h().services.db.select().from(trialApplications);
      expect(new Set(rows.map((r) => r.keyId))).toEqual(new Set([keyId]));

      // The server restarted on the new key file reads and finds everything; the old key alone reads nothing.
      h().services.keys = await resolveKeyRing(env);
      expect(await everyApplication(h(), admin)).toEqual(before);
      const byEmail = await h().call("GET", API_PATHS.trialApplicationsPage({ q: before[0]!.email }), {
        cookie: admin.cookie,
      });
      expect((byEmail.body as ApplicationListResponse).applications.map((a) => a.id)).toEqual([before[0]!.id]);
      h().services.keys = oldRing;
      expect((await h().call("GET", API_PATHS.trialApplication(before[0]!.id), { cookie: admin.cookie })).status).toBe(
        500,
      );
      h().services.keys = await resolveKeyRing(env);
    });

    it("with a configured key: old rows stay readable through DATA_ENCRYPTION_OLD_KEYS until re-sealed, then need only the new key", async () => {
      const before = await everyApplication(h(), admin);
      const oldKey = (await readFile(keyFilePath(h().services.env.dataDir), "utf8")).trim();
      const newKey = newEncodedKey();
      const env = loadEnv({
        NODE_ENV: "test",
        DATA_DIR: h().services.env.dataDir,
        DATA_ENCRYPTION_KEY: newKey,
        DATA_ENCRYPTION_OLD_KEYS: oldKey,
      });
      h().services.keys = await resolveKeyRing(env);
      expect(await everyApplication(h(), admin)).toEqual(before);
      const rotation = await rotateKey(env, h().services.db);
      expect(rotation).toMatchObject({ resealed: 3, keySource: "configuration" });
      h().services.keys = keyRing(newKey);
      expect(await everyApplication(h(), admin)).toEqual(before);
      expect(await resealApplications(h().services.db, keyRing(newKey))).toBe(0);
    });
  },
  { env: { APPLICATION_LIMIT_PER_HOUR: "1000" } },
);
