import { ChevronRight } from "lucide-react";
import { Link, type UIMatch, useMatches } from "react-router";
import { useSiteSettings } from "./site-settings";

export interface Crumb {
  label: string;
  to: string;
}

/**
 * What a route exports as `handle` when no page document of its own names it: an item's page
 * (its title, after its list page's name) or a press-alert link page (the site settings' word).
 */
export interface BreadcrumbHandle {
  /** The trail after Home, named from the route's loader data. */
  breadcrumbs(loaderData: unknown): Crumb[];
}

/** A page document's name in the trail: its breadcrumb when staff gave it a shorter one, otherwise its title. */
export function crumbLabel(page: { title: string; breadcrumb?: string }): string {
  return page.breadcrumb || page.title;
}

function pageDocumentOf(data: unknown): { title: string; breadcrumb?: string } | undefined {
  if (!data || typeof data !== "object" || !("page" in data)) return undefined;
  const page = (data as { page: unknown }).page;
  return page && typeof page === "object" && "title" in page && typeof page.title === "string"
    ? (page as { title: string; breadcrumb?: string })
    : undefined;
}

/**
 * The trail after Home, as the content names it: the deepest route's handle says it, or the
 * route renders a page document, which names itself. A title changed in the Pages tab so reaches
 * its crumb, and a list page's name reaches the crumbs of its items.
 */
export function trailOf(matches: readonly Pick<UIMatch, "handle" | "loaderData">[], pathname: string): Crumb[] {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<BreadcrumbHandle> | undefined;
    if (handle?.breadcrumbs) return handle.breadcrumbs(match.loaderData);
    const page = pageDocumentOf(match.loaderData);
    if (page) return [{ label: crumbLabel(page), to: pathname }];
  }
  return [];
}

export function Breadcrumbs({ pathname }: { pathname: string }) {
  const site = useSiteSettings();
  const crumbs = [{ label: site?.words.home ?? "", to: "/" }, ...trailOf(useMatches(), pathname)];
  return (
    <nav aria-label={site?.words.breadcrumbTrail} className="border-b border-slate-200 bg-slate-50">
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
