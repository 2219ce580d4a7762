import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertMediaKey, type MediaStorage } from "./media-storage";

/** Files under `dir` (DATA_DIR/media/ by default), in folders named by the key's first two characters. */
export function folderStorage(dir: string): MediaStorage {
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    location: dir,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      // Written beside and renamed: a reader never sees half a file, and a crash leaves no key with wrong bytes.
      const partial = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *keys() {
      let folders: string[];
      try {
        folders = await readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      for (const folder of folders.sort()) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        for (const name of (await readdir(join(dir, folder))).sort()) {
          if (name.startsWith(folder) && !name.endsWith(".partial")) yield name;
        }
      }
    },
  };
}
