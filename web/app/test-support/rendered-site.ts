import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";

/**
 * Site settings as a deploy hands them to the pages, for component tests.
 * The values differ from the seed on purpose: a test that passes shows the
 * words come from the settings, not from code.
 */
export const testSite: RenderedSite = {
  identity: {
    companyName: "Testbed Genomics",
    legalName: "Testbed Genomics, Inc.",
    tagline: "Settings rendered for tests",
    founded: "March 2024",
    foundingDate: "2024-03",
    incorporationState: "Delaware",
    taxId: "00-1111111",
  },
  contact: {
    contactEmail: "hello@testbed.example",
    regulatoryEmail: "regulatory@testbed.example",
    phone: "+1 (555) 010-0199",
    street: "1 Test Street",
    city: "Testville",
    region: "CA",
    postalCode: "94999",
    country: "United States",
  },
  figures: {
    aminoAcids: 130,
    mappedGenes: 31,
    geneMappings: "140+",
    pathways: "17+",
    diseaseAreas: 3,
    fundingTarget: "$60M",
    addressableMarket: "$500B",
  },
  navigation: {
    headerLinks: [
      { label: "Cures", to: "#cures" },
      { label: "About us", to: "/about" },
    ],
    getStarted: { label: "Start here", href: "#investment" },
    footerColumns: [{ title: "Company", links: [{ label: "About", to: "/about" }] }],
    legalLinks: [{ label: "Privacy Policy", to: "/privacy-policy" }],
  },
  footer: { disclaimer: { html: "<p><strong>Test disclaimer:</strong> not an offer.</p>\n" } },
};
