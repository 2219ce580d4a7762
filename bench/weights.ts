import { readFileSync } from "node:fs";
import { join } from "node:path";
import { measureFirstLoad, siteDir } from "./budgets/first-load";

export interface Weight {
  path: string;
  jsFiles: number;
  cssFiles: number;
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  /** JavaScript fetched on the visitor's first interaction, when the page hydrates. */
  hydrationJsGzip: number;
  /** The page's loader data, fetched beside that JavaScript when the page hydrates. */
  hydrationContextGzip: number;
  /** True when no first-load or hydration script contains the PDF library. */
  pdfFree: boolean;
}

/** First-load JavaScript and CSS per route, as the byte budgets measure it. */
export function measureWeights(paths: readonly string[]): Weight[] {
  return paths.map((path) => {
    const load = measureFirstLoad(path);
    return {
      path,
      jsFiles: load.js.length,
      cssFiles: load.css.length,
      jsGzip: load.jsGzip,
      jsBrotli: load.jsBrotli,
      cssGzip: load.cssGzip,
      cssBrotli: load.cssBrotli,
      hydrationJsGzip: load.hydrationJsGzip,
      hydrationContextGzip: load.hydrationContextGzip,
      pdfFree: [...load.js, ...load.hydrationJs].every(
        (f) => !/jsPDF|jspdf/.test(readFileSync(join(siteDir(), f), "utf8")),
      ),
    };
  });
}
