import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import type { MediaUser } from "@helixmap/common/media/media-api";

const hrefOf = (user: MediaUser) =>
  user.type === "item" ? STAFF_PAGE_PATHS.preview(user.id) : STAFF_PAGE_PATHS.pagePreview(user.key);

/** Every item and page that refers to the asset, each linked to its preview. */
export function MediaUsedBy({ users }: { users: MediaUser[] }) {
  return (
    <section aria-labelledby="media-used-by" className="space-y-2">
      <h4 id="media-used-by" className="text-sm font-semibold text-slate-900">
        Used by
      </h4>
      {users.length === 0 ? (
        <p className="text-sm text-slate-600">No item or page uses this file yet.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {users.map((user) => (
            <li key={user.type === "item" ? `item-${user.id}` : `page-${user.key}`}>
              <span className="text-slate-600">{user.type === "item" ? "Item" : "Page"}: </span>
              <a href={hrefOf(user)} target="_blank" rel="noopener" className="font-medium text-accent-800 underline">
                {user.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
