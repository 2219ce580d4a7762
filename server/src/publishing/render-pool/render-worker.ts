// A render worker: renders and finishes the pages of one snapshot with the web build's server bundle, so a
// deploy uses every core and the main thread keeps answering requests (render-pool.ts starts it).
import { parentPort, workerData } from "node:worker_threads";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import { buildPage } from "../generation/build-page";
import { reactRouterRenderer } from "../generation/react-router-renderer";
import type { RenderRequest, RenderResult } from "./render-pool";

const { webBuildDir, snapshot } = workerData as { webBuildDir: string; snapshot: PublishedSnapshot };
const renderer = reactRouterRenderer(webBuildDir);
const port = parentPort!;

port.on("message", async ({ id, path }: RenderRequest) => {
  let result: RenderResult;
  try {
    result = { id, files: await buildPage(renderer, path, snapshot, renderer.baseDir!) };
  } catch (err) {
    result = { id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(result);
});
