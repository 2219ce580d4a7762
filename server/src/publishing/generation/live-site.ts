import type { StaticFile } from "../static/file-index";

/** What the server serves right now; replaced as a whole, so a request sees one generation. */
export interface LiveSite {
  /** Null for generation 0: the build's own pages, before any deploy. */
  generationId: string | null;
  files: Map<string, StaticFile>;
}

export interface LiveSiteHolder {
  current(): LiveSite;
  replace(site: LiveSite): void;
}

export function liveSiteHolder(initial: LiveSite): LiveSiteHolder {
  let site = initial;
  return {
    current: () => site,
    replace(next) {
      site = next;
    },
  };
}
