import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * Deletes the outbox copies of mail tagged with one of `refs`
 * (MailMessage.privateRef) and returns how many there were. Mail sent over SMTP has left this server
 * and leaves no copy here.
 */
export async function deleteOutboxCopies(dataDir: string, refs: ReadonlySet<string>): Promise<number> {
  if (refs.size === 0) return 0;
  const dir = join(dataDir, "outbox");
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith(".json"))) {
    const file = join(dir, name);
    let tagged = false;
    try {
      const { ref } = JSON.parse(await readFile(file, "utf8")) as { ref?: string };
      tagged = ref !== undefined && refs.has(ref);
    } catch {
      // A file being written or not ours: not a copy of this application's mail.
    }
    if (tagged) {
      await rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}
