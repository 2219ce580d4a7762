// Publishing figures: a deploy of 1,000 published items, and Lighthouse on a list page holding 50 of them.
import type { ContentInput, ContentType, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { benchAccounts, createAccounts } from "./api-accounts";
import type { Section } from "./bench-report";
import { type LighthouseRoute, runLighthouse } from "./lighthouse";
import { newDataDir, removeDataDir, startServer } from "./server-process";

export const PUBLISHED_ITEMS = 1_000;
export const LIST_PAGE_ITEMS = 50;
const LIST_PAGE = "/press-releases";

export interface DeployFigures {
  /** Public, published items the deploy rendered, one page each. */
  items: number;
  pageCount: number;
  /** Start to end of the deploy as the server recorded it. */
  serverMs: number;
  /** The administrator's request, from POST to the finished answer. */
  requestMs: number;
}

export interface PublishingFigures {
  /** The list page with LIST_PAGE_ITEMS published press releases besides the built-in ones. */
  listPage: LighthouseRoute;
  deploy: DeployFigures;
}

const BODY = [
  "## Highlights",
  "",
  "Codon mapping links a **synthetic sequence** to therapeutic genes across cellular pathways.",
  "",
  "- Preclinical data",
  "- Next steps, with [the full release](https://www.helixmap.example/press-releases)",
].join("\n");

export const TYPES: readonly ContentType[] = ["press_release", "publication", "patent", "research", "page"];

export function publishedItem(run: string, i: number, type: ContentType): ContentInput {
  const day = String((i % 28) + 1).padStart(2, "0");
  return {
    title: `Published item ${run} ${i + 1}`,
    slug: `published-${run}-${i + 1}`,
    summary: "A one-line summary of the item, as the lists show it.",
    displayDate: `2026-${String((i % 12) + 1).padStart(2, "0")}-${day}`,
    content: BODY,
    visibility: "public",
    contentType: type,
    published: true,
  };
}

export async function seed(url: string, cookie: string, items: ContentInput[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const res = await fetch(`${url}${API_PATHS.content}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, cookie },
        body: JSON.stringify(item),
      });
      if (!res.ok) throw new Error(`Creating ${item.title} answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** This measures deploys, not review: press releases are published here without a second administrator. */
export async function publishWithoutApproval(url: string, cookie: string): Promise<void> {
  const res = await fetch(`${url}${API_PATHS.reviewSettings}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({ press_release: false }),
  });
  if (!res.ok) throw new Error(`Turning off approval answered ${res.status}: ${await res.text()}`);
}

export async function deploy(
  url: string,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<{ deployment: Deployment; requestMs: number }> {
  const started = performance.now();
  const res = await fetch(`${url}${API_PATHS.deployments}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify(body),
  });
  const requestMs = Math.round(performance.now() - started);
  if (res.status !== 201) throw new Error(`Deploy answered ${res.status}: ${await res.text()}`);
  const { deployment } = (await res.json()) as { deployment: Deployment };
  if (deployment.status !== "success") throw new Error(`Deploy failed: ${deployment.message}`);
  return { deployment, requestMs };
}

/** On PGlite: 50 press releases, a deploy and Lighthouse on their list; then up to 1,000 items and a timed deploy. */
export async function measurePublishing(lighthouseRuns: number): Promise<PublishingFigures> {
  const dataDir = newDataDir();
  const accounts = benchAccounts();
  const server = await startServer({ dataDir, adminEmail: accounts.admin.email });
  try {
    const { adminCookie } = await createAccounts(server.url, dataDir, accounts);
    await publishWithoutApproval(server.url, adminCookie);
    const run = Date.now().toString(36);
    const releases = Array.from({ length: LIST_PAGE_ITEMS }, (_, i) => publishedItem(run, i, "press_release"));
    await seed(server.url, adminCookie, releases);
    await deploy(server.url, adminCookie);
    const [listPage] = await runLighthouse(server.url, [LIST_PAGE], lighthouseRuns);
    if (!listPage) throw new Error(`Lighthouse measured nothing on ${LIST_PAGE}`);

    const rest = Array.from({ length: PUBLISHED_ITEMS - LIST_PAGE_ITEMS }, (_, i) =>
      publishedItem(run, LIST_PAGE_ITEMS + i, TYPES[i % TYPES.length]!),
    );
    await seed(server.url, adminCookie, rest);
    const { deployment, requestMs } = await deploy(server.url, adminCookie);
    return {
      listPage,
      deploy: {
        items: PUBLISHED_ITEMS,
        pageCount: deployment.pageCount ?? 0,
        serverMs: deployment.durationMs ?? 0,
        requestMs,
      },
    };
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

/** The report's section, in the report's Markdown. */
export function renderPublishing(section: Section<PublishingFigures>): string {
  if (!section.ok) return `## Publishing\n\nNot measured: ${section.reason}\n`;
  const { deploy: d, listPage: l } = section.value;
  return [
    "## Publishing",
    "",
    `Deploy of ${d.items.toLocaleString("en-US")} published items on PGlite: ${d.pageCount} pages in ${(d.serverMs / 1000).toFixed(1)} s (server), ${(d.requestMs / 1000).toFixed(1)} s for the administrator's request.`,
    "",
    `Lighthouse on ${LIST_PAGE} holding ${LIST_PAGE_ITEMS} published releases (median of ${l.runs}): ${Object.entries(
      l.scores,
    )
      .map(([category, score]) => `${category} ${score}`)
      .join(
        ", ",
      )}; LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms, CLS ${l.cls}, ${Math.round(l.totalKiB)} KiB in ${l.requests} requests.`,
    "",
  ].join("\n");
}
