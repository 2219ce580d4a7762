import { pitchDeck, pitchDeckTitle } from "../copy/home/pitch-deck";
import { writePages } from "./pdf-pages";
import { downloadPdf } from "./pdf-writer";

/** The five-page pitch deck. Imported on click, never in a page's first load. */
export function downloadPitchDeck(): Promise<void> {
  return downloadPdf(pitchDeckTitle, (pdf) => writePages(pdf, pitchDeck));
}
