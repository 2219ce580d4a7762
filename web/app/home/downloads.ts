import type { HomeData, ResearchDocument } from "./home-page";

/** The home page's downloads, each built from the page's loader data. */
export interface HomeDownloads {
  pitchDeck: () => Promise<void>;
  materials: () => Promise<void>;
  summary: (doc: ResearchDocument) => Promise<void>;
}

/** Each builder is imported on click, so none enters the page's first load. */
export function homeDownloads(data: HomeData): HomeDownloads {
  return {
    pitchDeck: () => import("../downloads/pitch-deck").then((m) => m.downloadPitchDeck(data)),
    materials: () => import("../downloads/investment-materials").then((m) => m.downloadInvestmentMaterials(data)),
    summary: (doc) => import("../downloads/document-summary").then((m) => m.downloadDocumentSummary(doc, data)),
  };
}
