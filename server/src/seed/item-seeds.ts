import type { SeedItem } from "./items/seed-item";

/** Every item a new database starts with, in the order they are inserted. */
export const ITEM_SEEDS: readonly SeedItem[] = [];
