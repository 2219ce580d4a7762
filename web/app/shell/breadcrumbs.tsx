import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { ChevronRight } from "lucide-react";
import { Link, type UIMatch, useMatches } from "react-router";
import { useSiteSettings } from "./site-settings";

export interface Crumb {
  label: string;
  to: string;
}

/** What a route exports as `handle` to name its page in the trail (an item's title rather than its slug). */
export interface BreadcrumbHandle {
  breadcrumb(loaderData: unknown): string | undefined;
}

function segmentLabel(segment: string): string {
  return decodeURIComponent(segment)
    .replace(/-/g, " ")
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Home, then each path segment with hyphens as spaces and words capitalised.
 * A segment between Home and the page that is no page of its own (`/pages`,
 * `/press-alerts`) is left out rather than linked to a redirect.
 */
export function breadcrumbsFor(pathname: string, homeLabel: string, currentLabel?: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: homeLabel, to: "/" }];
  segments.forEach((segment, i) => {
    const to = `/${segments.slice(0, i + 1).join("/")}`;
    const last = i === segments.length - 1;
    if (!last && !PUBLIC_PATHS.includes(to)) return;
    crumbs.push({ label: (last && currentLabel) || segmentLabel(segment), to });
  });
  return crumbs;
}

/** The label the deepest route with a BreadcrumbHandle gives the current page, if any. */
export function currentPageLabel(matches: UIMatch[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<BreadcrumbHandle> | undefined;
    if (handle?.breadcrumb) return handle.breadcrumb(match.loaderData);
  }
  return undefined;
}

export function Breadcrumbs({ pathname }: { pathname: string }) {
  const crumbs = breadcrumbsFor(pathname, useSiteSettings()?.words.home ?? "", currentPageLabel(useMatches()));
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm sm:px-6">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.to} className="flex items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {c.label}
                </span>
              ) : (
                <Link to={c.to} className="text-accent-800 hover:underline">
                  {c.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
