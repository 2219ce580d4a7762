import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { MANIFEST_NAME, type Manifest, type ManifestMember, manifestSchema } from "./manifest";

/** A backup archive that cannot be restored; the message says why. */
export class ArchiveRefused extends Error {}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Size and SHA-256 of a member already written under the work folder. */
export async function describeMember(workDir: string, path: string): Promise<ManifestMember> {
  const file = join(workDir, path);
  return { path, bytes: (await stat(file)).size, sha256: await sha256Of(file) };
}

/**
 * Writes the manifest and its members into one gzip-compressed tar file. The file appears under its name only
 * once complete (written beside it, then renamed), readable by its owner alone: it holds personal data.
 */
export async function packArchive(workDir: string, manifest: Manifest, file: string): Promise<void> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
  try {
    const entry = (name: string, size: number) =>
      pack.entry({ name, size, mode: 0o600, mtime: new Date(manifest.createdAt) });
    const manifestText = Buffer.from(JSON.stringify(manifest, null, 2));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, mode: 0o600 }, manifestText, (err) => (err ? reject(err) : resolve())),
    );
    for (const member of manifest.members) {
      await pipeline(createReadStream(join(workDir, member.path)), entry(member.path, member.bytes));
    }
    pack.finalize();
    await written;
  } catch (err) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
  await rename(partial, file);
}

/**
 * Unpacks an archive into the (empty) work folder and checks it whole: a readable manifest, every member it lists
 * present with its size and SHA-256, nothing else. Only then does a restore touch the target.
 */
export async function unpackArchive(file: string, workDir: string): Promise<Manifest> {
  const extract = tar.extract();
  const seen = new Set<string>();
  const unpacked = (async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (
        entry.header.type !== "file" ||
        seen.has(name) ||
        !/^[a-z0-9][a-z0-9_./-]*$/.test(name) ||
        name.includes("..")
      ) {
        entry.resume();
        throw new ArchiveRefused(`The archive holds an unexpected entry (${name}); it was not made by npm run backup.`);
      }
      seen.add(name);
      await mkdir(dirname(join(workDir, name)), { recursive: true });
      await pipeline(entry, createWriteStream(join(workDir, name), { mode: 0o600 }));
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), unpacked]);
  } catch (err) {
    if (err instanceof ArchiveRefused) throw err;
    throw new ArchiveRefused(`${file} is not a readable backup archive: ${(err as Error).message}`);
  }
  if (!seen.has(MANIFEST_NAME))
    throw new ArchiveRefused(`${file} has no ${MANIFEST_NAME}: it is not a backup archive.`);
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(join(workDir, MANIFEST_NAME), "utf8")));
  if (!parsed.success) {
    throw new ArchiveRefused(
      `The manifest of ${file} is not one this version reads: ${parsed.error.issues[0]?.message}`,
    );
  }
  const manifest = parsed.data;
  const listed = new Set(manifest.members.map((m) => m.path));
  const extra = [...seen].filter((name) => name !== MANIFEST_NAME && !listed.has(name));
  if (extra.length > 0)
    throw new ArchiveRefused(`The archive holds members its manifest does not list: ${extra.join(", ")}`);
  const bad: string[] = [];
  for (const member of manifest.members) {
    if (!seen.has(member.path)) {
      bad.push(`${member.path} (missing)`);
      continue;
    }
    const actual = await describeMember(workDir, member.path);
    if (actual.bytes !== member.bytes || actual.sha256 !== member.sha256) bad.push(`${member.path} (checksum)`);
  }
  if (bad.length > 0) {
    throw new ArchiveRefused(
      `The archive is damaged; nothing was restored. Members that fail their check: ${bad.join(", ")}`,
    );
  }
  return manifest;
}
