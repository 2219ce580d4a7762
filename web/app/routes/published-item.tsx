import { CONTENT_TYPES } from "@helixmap/common/api";
import { pageKeyOf, pagePath } from "@helixmap/common/pages/page-catalogue";
import { formatDisplayDate, formatDisplayMonth, ITEM_SECTIONS, publishedItemPath } from "@helixmap/common/publishing";
import { redirect } from "react-router";
import { itemFacts } from "../published/item-facts";
import { snapshotFrom } from "../published/load-context";
import { type BreadcrumbHandle, type Crumb, crumbLabel } from "../shell/breadcrumbs";
import { itemMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/published-item";
import { FactList } from "./page-parts/fact-list";

/**
 * A published item's own page (`/press-releases/<slug>`, `/pages/<slug>`, ...), rendered at deploy
 * time from the snapshot. A path with nothing published at it goes home, like any unknown path.
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const section = new URL(request.url).pathname.split("/")[1];
  const type = CONTENT_TYPES.find((t) => ITEM_SECTIONS[t].path === `/${section}`);
  const snapshot = snapshotFrom(context);
  const item = snapshot.items.find((i) => i.contentType === type && i.slug === params.slug);
  if (!item) throw redirect("/");
  // The crumb before the item's own: its list page, when the section is one (`/pages` is not).
  const listKey = pageKeyOf(ITEM_SECTIONS[item.contentType].path);
  const list: Crumb | null = listKey ? { label: crumbLabel(snapshot.pages[listKey]), to: pagePath(listKey) } : null;
  return { item, list, path: publishedItemPath(item.contentType, item.slug), site: snapshot.site };
}

export const handle: BreadcrumbHandle = {
  breadcrumbs: (data) => {
    const loaded = data as Awaited<ReturnType<typeof loader>> | undefined;
    if (!loaded) return [];
    return [...(loaded.list ? [loaded.list] : []), { label: loaded.item.title, to: loaded.path }];
  },
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? itemMeta(
        loaderData.path,
        loaderData.item.title,
        loaderData.item.summary || loaderData.item.title,
        loaderData.site,
      )
    : [];

export default function PublishedItemPage({ loaderData }: Route.ComponentProps) {
  const { item, site } = loaderData;
  const facts = itemFacts(item, site.itemFacts);
  return (
    <article>
      <PageHeader title={item.title} intro={item.summary || undefined}>
        {item.contentType !== "page" && (
          <p className="mt-4 text-sm text-slate-600">
            <time dateTime={item.displayDate}>
              {/* A publication is dated to its month, as its list shows it. */}
              {item.contentType === "publication"
                ? formatDisplayMonth(item.displayDate)
                : formatDisplayDate(item.displayDate)}
            </time>
          </p>
        )}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {facts.length > 0 && <FactList facts={facts} />}
        <div
          className="markdown-body mt-8 max-w-3xl"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/src/markdown.ts with raw HTML off and only http(s) and mailto links
          dangerouslySetInnerHTML={{ __html: item.html }}
        />
      </div>
    </article>
  );
}
