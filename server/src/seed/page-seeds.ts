import type { HtmlDocumentKey } from "@helixmap/common/pages/html-documents";
import type { DocumentKey, HtmlDocumentValues, PageValues, SiteValues } from "@helixmap/common/pages/page-catalogue";
import { aboutSeed } from "./pages/about";
import { clinicalTrialsSeed } from "./pages/clinical-trials";
import { developersSeed } from "./pages/developers";
import { financialInformationSeed } from "./pages/financial-information";
import { homeSeed } from "./pages/home";
import { investmentOpportunitySeed } from "./pages/investment-opportunity";
import { patentPortfolioSeed } from "./pages/patent-portfolio";
import { pressReleasesSeed } from "./pages/press-releases";
import { privacyPolicySeed } from "./pages/privacy-policy";
import { regulatoryUpdatesSeed } from "./pages/regulatory-updates";
import { researchPublicationsSeed } from "./pages/research-publications";
import { scienceSeed } from "./pages/science";
import { scientificFoundationSeed } from "./pages/scientific-foundation";
import { secFilingsSeed } from "./pages/sec-filings";
import { siteSeed } from "./pages/site";
import { technologySeed } from "./pages/technology";
import { technologyDemoSeed } from "./pages/technology-demo";
import { termsOfServiceSeed } from "./pages/terms-of-service";

type Seeds = {
  [K in DocumentKey]: K extends "site"
    ? SiteValues
    : K extends HtmlDocumentKey
      ? HtmlDocumentValues
      : K extends keyof PageSeedsOnly
        ? PageSeedsOnly[K]
        : never;
};
type PageSeedsOnly = { [K in Exclude<DocumentKey, "site" | HtmlDocumentKey>]: PageValues<K> };

/** What each page, HTML document and the site settings hold in a new database. */
export const PAGE_SEEDS: Seeds = {
  home: homeSeed,
  about: aboutSeed,
  technology: technologySeed,
  science: scienceSeed,
  developers: developersSeed,
  "investment-opportunity": investmentOpportunitySeed,
  "financial-information": financialInformationSeed,
  "press-releases": pressReleasesSeed,
  "sec-filings": secFilingsSeed,
  "research-publications": researchPublicationsSeed,
  "patent-portfolio": patentPortfolioSeed,
  "clinical-trials": clinicalTrialsSeed,
  "regulatory-updates": regulatoryUpdatesSeed,
  "privacy-policy": privacyPolicySeed,
  "terms-of-service": termsOfServiceSeed,
  "scientific-foundation": scientificFoundationSeed,
  "technology-demo": technologyDemoSeed,
  site: siteSeed,
};
