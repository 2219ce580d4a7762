import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const patentPortfolioSeed: PageValues<"patent-portfolio"> = {
  ...{ title: "Patent Portfolio", description: "Patent applications in four jurisdictions and registered trademarks." },
  breadcrumb: "",
  intro: "Patent applications in four jurisdictions and registered trademarks.",
  statLabels: {
    patents: "Patent applications",
    trademarks: "Trademarks",
    jurisdictions: "Jurisdictions",
    claims: "Claims filed",
  },
  patentsTitle: "Patent applications",
  noPatents: "No patent applications are published at the moment.",
  factLabels: { filed: "Filed", inventors: "Inventors", claims: "Claims", territories: "Territories filed" },
  prioritySuffix: "priority",
  downloadLabel: "Download Summary",
  trademarkLabels: { number: "Number", filed: "Filed", class: "Class" },
  trademarksTitle: "Trademarks",
  trademarks: [
    {
      name: "HELIXMAP",
      number: "US 99/402,117",
      status: "Registered",
      filed: "September 18, 2025",
      class: "Class 5: pharmaceutical preparations",
    },
    {
      name: "CODON MAP",
      number: "US 99/455,830",
      status: "Pending",
      filed: "November 3, 2025",
      class: "Class 42: scientific research services",
    },
  ],
  strategyTitle: "How we protect the platform",
  strategy: [
    {
      text: "File first in the United States, then extend through international applications into the other key markets.",
    },
    {
      text: "Protect the sequence, the mapping method and the delivery formulations separately, so that each can be licensed.",
    },
    { text: "Keep manufacturing know-how as trade secrets where a patent would disclose more than it protects." },
  ],
};
