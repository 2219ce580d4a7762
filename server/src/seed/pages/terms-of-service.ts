import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const termsOfServiceSeed: PageValues<"terms-of-service"> = {
  title: "Terms of Service",
  breadcrumb: "",
  description: "The terms that govern use of this website and its materials.",
  intro: "These terms govern your use of the {{companyName}} website and the materials offered on it.",
  lastUpdatedLabel: "Last updated",
  lastUpdated: "2025-01-15",
  download: { label: "Download PDF", document: null },
  contentsTitle: "On this page",
  sections: [
    {
      title: "Agreement to terms",
      anchor: "agreement",
      body: "By using this website you agree to these terms. If you do not agree, please do not use the site.",
    },
    {
      title: "Use licence",
      anchor: "use-licence",
      body: "You may view and download materials from this site for your own non-commercial evaluation of the company. You may not modify, republish or sell them, remove proprietary notices, or use them to build a competing product.",
    },
    {
      title: "Investment disclaimer",
      anchor: "investment-disclaimer",
      body: [
        "Investment opportunities described on this site are for accredited investors only. Nothing on the site is an offer to sell, or a solicitation of an offer to buy, any security; any offer is made only through definitive offering documents.",
        "Projections and other forward-looking statements are estimates that may not come true. An investment in an early-stage biotechnology company is speculative and may be lost in full.",
      ].join("\n\n"),
    },
    {
      title: "Proprietary information",
      anchor: "proprietary-information",
      body: "The site's content, including the platform descriptions, data, documents and trademarks, belongs to the company or its licensors and is protected by intellectual property law.",
    },
    {
      title: "Limitations",
      anchor: "limitations",
      body: "The materials are provided as they are, without warranties of any kind. To the extent the law allows, the company is not liable for any damages arising from the use of, or inability to use, the site or its materials.",
    },
    {
      title: "Medical disclaimer",
      anchor: "medical-disclaimer",
      body: "The therapies described are experimental and not approved by the FDA or any other regulator. Nothing on this site is medical advice. Speak to your doctor before making any decision about your health or treatment.",
    },
    {
      title: "Governing law",
      anchor: "governing-law",
      body: "These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules, and disputes belong to the courts located in California.",
    },
    {
      title: "Contact",
      anchor: "contact",
      body: "Questions about these terms can be sent to {{legalName}}, {{street}}, {{city}}, {{region}} {{postalCode}}. E-mail {{contactEmail}}, telephone {{phone}}.",
    },
    {
      title: "Revisions",
      anchor: "revisions",
      body: "We may revise these terms at any time by updating this page. Continuing to use the site after a revision means you accept the revised terms.",
    },
  ],
};
