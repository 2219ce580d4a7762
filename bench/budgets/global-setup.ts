import { renderSeededSite } from "../seeded-site";

/** Renders the seeded site once for every budget test file (first-load.ts reads BUDGETS_SITE_DIR). */
export default async function setup(): Promise<() => void> {
  const site = await renderSeededSite();
  process.env.BUDGETS_SITE_DIR = site.dir;
  return () => site.remove();
}
