import { postSigned } from "../deploy/deploy-hook";

export interface PurgeRequest {
  /** The deploy or rollback that changed the site. */
  deploymentId: string;
  generationId: string;
  /** URL paths whose bytes changed, with the address a visitor uses for each page (`/about` for `/about/index.html`). */
  paths: string[];
}

/** The addresses a CDN caches a changed file under: the file's own, and a page's directory forms. */
export function purgePaths(changedPaths: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const path of changedPaths) {
    paths.add(path);
    if (path === "/index.html") paths.add("/");
    else if (path.endsWith("/index.html")) {
      const page = path.slice(0, -"/index.html".length);
      paths.add(page);
      paths.add(`${page}/`);
    }
  }
  return [...paths].sort();
}

/** POSTs the changed paths to CDN_PURGE_URL, signed like the deploy hook (X-Helixmap-Signature). */
export function purgeCdn(url: string, secret: string | undefined, request: PurgeRequest) {
  return postSigned(url, secret, request, "CDN purge");
}
