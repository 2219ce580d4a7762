import { htmlDocumentPath } from "./pages/html-documents";

/**
 * Where the Science page's viewer, its "full document" link and the home
 * page's technology demo point. By default they are documents this site
 * serves itself (written by each deploy from their page documents); a
 * deployment can point them elsewhere with build-time environment variables.
 */
export const SITE_DOCUMENTS = {
  scientificFoundation: htmlDocumentPath("scientific-foundation"),
  technologyDemo: htmlDocumentPath("technology-demo"),
} as const;

export const OUTBOUND_TARGET_VARIABLES = {
  scienceViewerUrl: "SCIENCE_VIEWER_URL",
  scienceDocumentUrl: "SCIENCE_DOCUMENT_URL",
  demoUrl: "DEMO_URL",
} as const;

export type OutboundTargets = Record<keyof typeof OUTBOUND_TARGET_VARIABLES, string>;

/** A path on this site or an https address; anything else would fail to load or leak the page over http. */
function checked(variable: string, value: string): string {
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url?.protocol === "https:") return value;
  throw new Error(`${variable} must be a path on this site (starting with /) or an https:// address, not "${value}"`);
}

export function outboundTargets(env: Record<string, string | undefined>): OutboundTargets {
  const read = (key: keyof OutboundTargets, fallback: string) => {
    const variable = OUTBOUND_TARGET_VARIABLES[key];
    const value = env[variable]?.trim();
    return checked(variable, value ? value : fallback);
  };
  return {
    scienceViewerUrl: read("scienceViewerUrl", SITE_DOCUMENTS.scientificFoundation),
    scienceDocumentUrl: read("scienceDocumentUrl", SITE_DOCUMENTS.scientificFoundation),
    demoUrl: read("demoUrl", SITE_DOCUMENTS.technologyDemo),
  };
}

/** True for a target on this site, which the Science page frames without granting scripts. */
export function isSameSite(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//");
}
