import type { ResearchDocument } from "../copy/home/types";

/** The home page's downloads; each builder and its text load only on click. */
export const downloadPitchDeck = () => import("../downloads/pitch-deck").then((m) => m.downloadPitchDeck());

export const downloadInvestmentMaterials = () =>
  import("../downloads/investment-materials").then((m) => m.downloadInvestmentMaterials());

export const downloadDocumentSummary = (doc: ResearchDocument) =>
  import("../downloads/document-summary").then((m) => m.downloadDocumentSummary(doc));
