import type { mediaAssets } from "../db/schema";

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
