import { eventSeeds } from "./items/events";
import { patentSeeds } from "./items/patents";
import { pressReleaseSeeds } from "./items/press-releases";
import { publicationSeeds } from "./items/publications";
import { regulatoryUpdateSeeds } from "./items/regulatory-updates";
import { researchSeeds } from "./items/research";
import { secFilingSeeds } from "./items/sec-filings";
import type { SeedItem } from "./items/seed-item";

/** Every item a new database starts with, in the order they are inserted. */
export const ITEM_SEEDS: readonly SeedItem[] = [
  ...pressReleaseSeeds,
  ...publicationSeeds,
  ...patentSeeds,
  ...researchSeeds,
  ...secFilingSeeds,
  ...regulatoryUpdateSeeds,
  ...eventSeeds,
];
