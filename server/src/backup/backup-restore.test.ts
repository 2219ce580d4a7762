import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { loadEnv } from "../config/env";
import { type DatabaseHandle, type Executor, openDatabase } from "../db/client";
import { currentLevel, databaseLevel, migrateToLevel } from "../db/migration-level";
import { submitApplication, validApplication } from "../test/applications";
import { createTestDatabase, type LaneKind, type TestDatabase } from "../test/databases";
import { describeOnDatabases, type Harness, PRODUCTION_ENV } from "../test/harness";
import { totpCode } from "../test/totp";
import { ArchiveRefused, packArchive, unpackArchive } from "./archive";
import { createBackup } from "./create-backup";
import { tablesWithRows } from "./load-database";
import { restoreBackup } from "./restore-backup";
import { listTables } from "./tables";

const SECRETS = { AUTH_SECRET: PRODUCTION_ENV.AUTH_SECRET, DATA_ENCRYPTION_KEY: PRODUCTION_ENV.DATA_ENCRYPTION_KEY };

/** Row count and a digest of every backed-up table, so two databases can be compared whole. */
async function tableDigests(db: Executor): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [table, columns] of await listTables(db)) {
    const list = sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const filter = table === "app_settings" ? sql`where key <> 'auth_secret'` : sql``;
    const { rows } = (await db.execute(sql`
      select count(*)::int as n, coalesce(md5(string_agg(x, E'\n' order by x)), '') as d
      from (select row_to_json(t)::text as x from (select ${list} from ${sql.identifier(table)} ${filter}) t) s
    `)) as unknown as { rows: { n: number; d: string }[] };
    digests[table] = `${rows[0]?.n} ${rows[0]?.d}`;
  }
  return digests;
}

interface Target {
  handle: DatabaseHandle;
  database: TestDatabase;
  /** What restoreBackup opens: the target, left open for the checks after it (an in-memory PGlite ends on close). */
  open: () => Promise<DatabaseHandle>;
}

async function emptyTarget(kind: LaneKind): Promise<Target> {
  const database = await createTestDatabase(kind);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, migrate: false });
  return { handle, database, open: async () => ({ ...handle, close: async () => {} }) };
}

async function closeTarget(t: Target) {
  await t.handle.close();
  await t.database.drop();
}

describeOnDatabases(
  "backup and restore",
  (h) => {
    let work: string;
    let archive: string;
    const kind = (): LaneKind => (h().database.kind === "pglite" ? "pglite" : "postgres");
    const envFor = (extra: Record<string, string> = {}) =>
      loadEnv({ NODE_ENV: "test", DATA_DIR: join(work, "target-data"), ...SECRETS, ...extra });

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), "helixmap-backup-test-"));
      await fill(h());
      archive = join(work, "backup.tar.gz");
      await createBackup(h().services.env, h().database, archive);
    });
    afterAll(async () => {
      await rm(work, { recursive: true, force: true });
    });
    // Fresh databases are opened in hooks: on a busy machine opening one can outlast a test's own timeout.
    let target: Target;
    let old: Target;
    beforeEach(async () => {
      target = await emptyTarget(kind());
      old = await emptyTarget(kind());
    });
    afterEach(async () => {
      await closeTarget(target);
      await closeTarget(old);
    });

    it("restores every backed-up row into an empty database, with the manifest's checksums and level", async () => {
      const manifest = await unpackArchive(archive, await mkdtemp(join(work, "x-")));
      expect(manifest.product.name).toBe("helixmap");
      expect(manifest.migrations).toEqual(await currentLevel());
      expect(manifest.members.every((m) => /^[0-9a-f]{64}$/.test(m.sha256))).toBe(true);
      expect(manifest.database.tables.session).toBeUndefined();
      expect(manifest.secrets.twoFactorEnrolments).toBe(1);
      expect(await readFile(archive, "latin1")).not.toContain(SECRETS.AUTH_SECRET);

      const { migrated } = await restoreBackup(envFor(), target.open, archive, { force: false });
      expect(migrated).toBe(0);
      expect(await tableDigests(target.handle.db)).toEqual(await tableDigests(h().services.db));
      expect(await databaseLevel(target.handle.db)).toEqual(await currentLevel());
    });

    it("refuses an archive whose member fails its checksum, before touching the target", async () => {
      const unpacked = await mkdtemp(join(work, "tamper-"));
      const manifest = await unpackArchive(archive, unpacked);
      const member = manifest.database.tables.content_sections!.member;
      const text = await readFile(join(unpacked, member), "utf8");
      await writeFile(join(unpacked, member), text.replace("Backed-up item", "Backed-up itex"));
      const tampered = join(work, "tampered.tar.gz");
      await packArchive(unpacked, manifest, tampered);

      const refused = restoreBackup(envFor(), target.open, tampered, { force: false });
      await expect(refused).rejects.toThrow(ArchiveRefused);
      await expect(refused).rejects.toThrow(/content_sections\.jsonl \(checksum\)/);
      expect(await listTables(target.handle.db)).toEqual(new Map());
    });

    it("refuses a database that holds rows unless forced, then replaces everything in it", async () => {
      await target.handle.migrate();
      await target.handle.db.execute(sql`insert into app_settings (key, value) values ('left-over', 'x')`);
      await expect(restoreBackup(envFor(), target.open, archive, { force: false })).rejects.toThrow(
        /not empty \(rows in app_settings\).*--force/s,
      );
      await restoreBackup(envFor(), target.open, archive, { force: true });
      expect(await tableDigests(target.handle.db)).toEqual(await tableDigests(h().services.db));
    });

    it("says so clearly when DATA_ENCRYPTION_KEY or AUTH_SECRET is not the one the archive needs", async () => {
      const otherKey = Buffer.alloc(32, 9).toString("base64");
      await expect(
        restoreBackup(envFor({ DATA_ENCRYPTION_KEY: otherKey }), target.open, archive, { force: false }),
      ).rejects.toThrow(/^Wrong DATA_ENCRYPTION_KEY: the archive's trial applications are sealed under key/);
      // The old key among DATA_ENCRYPTION_OLD_KEYS (a rotation under way) reads them.
      const rotating = envFor({
        DATA_ENCRYPTION_KEY: otherKey,
        DATA_ENCRYPTION_OLD_KEYS: SECRETS.DATA_ENCRYPTION_KEY,
      });
      await expect(
        restoreBackup({ ...rotating, AUTH_SECRET: "another-secret-of-at-least-32-characters" }, target.open, archive, {
          force: false,
        }),
      ).rejects.toThrow(/^Wrong AUTH_SECRET: the archive's 1 two-factor enrolment/);
      expect(await tablesWithRows(target.handle.db)).toEqual([]);
    });

    it("applies the migrations that came after an archive from an older version", async () => {
      const now = await currentLevel();
      await migrateToLevel(old.handle, { applied: now.applied - 2, last: null });
      await old.handle.db.execute(sql`insert into app_settings (key, value) values ('from-the-past', 'kept')`);
      const oldArchive = join(work, "old.tar.gz");
      const { manifest } = await createBackup(envFor(), old.handle, oldArchive);
      expect(manifest.migrations.applied).toBe(now.applied - 2);

      const { migrated } = await restoreBackup(envFor(), target.open, oldArchive, { force: false });
      expect(migrated).toBe(2);
      expect(await databaseLevel(target.handle.db)).toEqual(now);
      const { rows } = (await target.handle.db.execute(
        sql`select value from app_settings where key = 'from-the-past'`,
      )) as unknown as { rows: { value: string }[] };
      expect(rows).toEqual([{ value: "kept" }]);
    });
  },
  { env: SECRETS },
);

/** Content with versions, an administrator with two-factor, applications, a subscriber and their audit entries. */
async function fill(h: Harness) {
  const admin = await h.createUser("administrator");
  for (let i = 0; i < 5; i++) {
    const created = await h.call("POST", API_PATHS.content, {
      body: { title: `Backed-up item ${i}`, content: `Body ${i}` },
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    const { item } = created.body as { item: { id: string } };
    await h.call("PATCH", API_PATHS.contentItem(item.id), {
      body: { content: `Body ${i}, edited` },
      cookie: admin.cookie,
    });
  }
  const started = await h.call("POST", API_PATHS.account.twoFactorEnable, {
    body: { password: admin.password },
    cookie: admin.cookie,
  });
  const { secret } = started.body as { secret: string };
  const confirmed = await h.call("POST", API_PATHS.account.twoFactorConfirm, {
    body: { code: totpCode(secret) },
    cookie: admin.cookie,
  });
  expect(confirmed.status).toBe(200);
  for (let i = 0; i < 2; i++) expect((await submitApplication(h, validApplication())).status).toBe(201);
  expect(
    (await h.call("POST", API_PATHS.pressAlerts.subscribe, { body: { email: "reader@test.helixmap.example" } })).status,
  ).toBe(202);
}
