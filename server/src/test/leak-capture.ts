import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createLogger, type Logger } from "../log";

/** A trace-level logger whose every line is kept, so a test can search what the server logged. */
export function capturedLog(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { log: createLogger("trace", sink), lines };
}

/** Every message in the file outbox under `dataDir`, as one text. */
export async function outboxText(dataDir: string): Promise<string> {
  const dir = join(dataDir, "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  return (await Promise.all(names.map((n) => readFile(join(dir, n), "utf8")))).join("\n");
}
