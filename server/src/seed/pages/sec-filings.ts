import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const secFilingsSeed: PageValues<"sec-filings"> = {
  ...{ title: "SEC Filings", description: "Regulatory filings and corporate information." },
  intro: "",
};
