import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import type { BuiltFile, PagePool } from "../generation/site-renderer";

export interface RenderRequest {
  id: number;
  path: string;
}
export type RenderResult = { id: number; files: BuiltFile[] } | { id: number; error: string };

/** Pages a worker holds at once: one renders while the next one's stylesheets are read. */
const PAGES_PER_WORKER = 2;

/**
 * The worker's module: the bundled `render-worker.js` beside the server's chunks in dist/, or the TypeScript
 * source (loaded through tsx) when the server runs from source, as in tests.
 */
function workerScript(): { url: URL; execArgv: string[] } {
  const built = new URL("./render-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return { url: built, execArgv: [] };
  return { url: new URL("./render-worker.ts", import.meta.url), execArgv: ["--import", "tsx"] };
}

interface Task {
  request: RenderRequest;
  resolve: (files: BuiltFile[]) => void;
  reject: (err: Error) => void;
}

/**
 * `size` worker threads, each with the web build's server bundle and one snapshot (sent once, when it
 * starts). A page goes to the worker with the fewest pages in hand. Closing terminates them, so the memory
 * their bundles and snapshot hold is given back after each deploy.
 */
export async function openRenderPool(
  webBuildDir: string,
  size: number,
  snapshot: PublishedSnapshot,
): Promise<PagePool> {
  const script = workerScript();
  let nextId = 0;
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(script.url, { workerData: { webBuildDir, snapshot }, execArgv: script.execArgv });
    const inHand = new Map<number, Task>();
    const failAll = (err: Error) => {
      for (const task of inHand.values()) task.reject(err);
      inHand.clear();
    };
    worker.on("message", (result: RenderResult) => {
      const task = inHand.get(result.id);
      if (!task) return;
      inHand.delete(result.id);
      if ("error" in result) task.reject(new Error(result.error));
      else task.resolve(result.files);
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`a render worker stopped (exit code ${code})`)));
    return { worker, inHand };
  });
  return {
    size: size * PAGES_PER_WORKER,
    build(path) {
      return new Promise((resolve, reject) => {
        const target = workers.reduce((a, b) => (b.inHand.size < a.inHand.size ? b : a));
        const request = { id: nextId++, path };
        target.inHand.set(request.id, { request, resolve, reject });
        target.worker.postMessage(request);
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
