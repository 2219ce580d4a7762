import {
  type ChangedItem,
  type ChangeSet,
  type PublishedItem,
  type PublishedSnapshot,
  publishedItemPath,
} from "@helixmap/common/publishing";
import { sortedKeys } from "@helixmap/common/sorted-keys";

const describe = (i: PublishedItem): ChangedItem => ({
  id: i.id,
  title: i.title,
  contentType: i.contentType,
  path: publishedItemPath(i.contentType, i.slug),
});

/** What an item shows on the site; updatedAt alone (a save without changes) is not a change. */
function visibleForm(i: PublishedItem, keysSorted = false): string {
  const { updatedAt: _updatedAt, ...shown } = i;
  return JSON.stringify(keysSorted ? sortedKeys(shown) : shown);
}

/**
 * A snapshot read back from jsonb has its keys reordered, so items that differ in their JSON are compared
 * again with sorted keys; the quick comparison settles the usual case (both snapshots made by this process).
 */
function sameVisibleForm(a: PublishedItem, b: PublishedItem): boolean {
  return visibleForm(a) === visibleForm(b) || visibleForm(a, true) === visibleForm(b, true);
}

/** Items added, changed and removed between the live generation's snapshot and a new one, by id. */
export function changeSetBetween(
  previous: Pick<PublishedSnapshot, "items">,
  next: Pick<PublishedSnapshot, "items">,
): ChangeSet {
  const before = new Map(previous.items.map((i) => [i.id, i]));
  const after = new Map(next.items.map((i) => [i.id, i]));
  const changes: ChangeSet = { added: [], changed: [], removed: [] };
  for (const [id, item] of after) {
    const old = before.get(id);
    if (!old) changes.added.push(describe(item));
    else if (!sameVisibleForm(old, item)) changes.changed.push(describe(item));
  }
  for (const [id, item] of before) if (!after.has(id)) changes.removed.push(describe(item));
  return changes;
}

/** URL paths whose file was added, changed or removed between two generations (for a CDN sync job). */
export function changedPaths(previous: Record<string, string>, next: Record<string, string>): string[] {
  const paths = new Set<string>();
  for (const [path, hash] of Object.entries(next)) if (previous[path] !== hash) paths.add(path);
  for (const path of Object.keys(previous)) if (!(path in next)) paths.add(path);
  return [...paths].sort();
}
