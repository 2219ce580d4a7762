import { investmentMaterials, investmentMaterialsTitle } from "../copy/home/investment-materials";
import { writePages } from "./pdf-pages";
import { downloadPdf } from "./pdf-writer";

/** The six-page investment materials package. Imported on click. */
export function downloadInvestmentMaterials(): Promise<void> {
  return downloadPdf(investmentMaterialsTitle, (pdf) => writePages(pdf, investmentMaterials));
}
