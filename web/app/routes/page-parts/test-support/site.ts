import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";

/** Site settings as a deploy hands them to a page, small: what page tests render with. */
export const siteFixture: RenderedSite = {
  identity: {
    companyName: "HelixMap Therapeutics",
    legalName: "HelixMap Therapeutics, Inc.",
    tagline: "Gene-mapping therapeutics for HIV and cancer",
    founded: "September 2025",
    foundingDate: "2025-09",
    incorporationState: "Delaware",
    taxId: "00-0000000",
  },
  contact: {
    contactEmail: "contact@helixmap.example",
    regulatoryEmail: "regulatory@helixmap.example",
    phone: "+1 (555) 010-0142",
    street: "100 Example Way",
    city: "San Francisco",
    region: "CA",
    postalCode: "94000",
    country: "United States",
  },
  figures: {
    aminoAcids: 123,
    mappedGenes: 27,
    geneMappings: "123+",
    pathways: "15+",
    diseaseAreas: 2,
    fundingTarget: "$50M",
    addressableMarket: "$437B",
  },
  navigation: {
    headerLinks: [],
    getStarted: { label: "Get Started", href: "#investment" },
    footerColumns: [],
    legalLinks: [],
  },
  footer: { disclaimer: { html: "<p>For information only.</p>" } },
};
