import type { SeedItem } from "./seed-item";

/** The company's press releases, newest first. */
export const pressReleaseSeeds: readonly SeedItem[] = [
  {
    contentType: "press_release",
    title: "{{companyName}} Opens Series A Round to Advance Gene-Mapping Platform",
    slug: "helixmap-therapeutics-opens-series-a-round-to-advance-gene-mapping-platform",
    summary:
      "The company opens a $50M Series A at a $150M pre-money valuation to fund in vitro validation, IND-enabling studies and the start of a first clinical trial in HIV.",
    content: [
      "{{city}}, {{region}}: {{companyName}} today opened its Series A financing, seeking $50M from accredited and institutional investors at a pre-money valuation of $150M ($200M post-money, 25% ownership offered). The company filed the corresponding notice of exempt offering (Form D) with the SEC.",
      "The round pays for the next stages of the company's 123-amino-acid gene-mapping platform: completing in vitro validation of the gene map ($15M), IND-enabling preclinical studies ($20M) and the first $15M of a Phase I clinical trial in HIV. The remainder of the trial is planned for a later Series B round; the completed platform design was funded by founder capital and the seed rounds.",
      '"Investors will be able to follow each milestone the round pays for, and what it costs," said Dr. Amara Lindqvist, Chief Executive Officer. "We publish our open questions alongside our plans so that they can judge the work, not just the pitch."',
      "{{companyName}}'s therapies are experimental and have not been tested in people or approved by any regulator. The offering is made only to accredited investors through definitive offering documents.",
    ].join("\n\n"),
    displayDate: "2025-11-18",
    fields: { category: "Funding", featured: true },
  },
  {
    contentType: "press_release",
    title: "Codon Map Extended to 27 Therapeutic Genes",
    slug: "codon-map-extended-to-27-therapeutic-genes",
    summary:
      "Computational work links the 123-amino-acid synthetic sequence to 27 genes across 15+ cellular pathways, through 123+ residue-to-gene mappings.",
    content: [
      "{{city}}, {{region}}: {{companyName}} today reported that its computational codon map now links the company's 123-amino-acid synthetic sequence to 27 distinct therapeutic genes acting in 15+ cellular pathways involved in HIV persistence and tumour survival.",
      "Across the sequence the map holds 123+ residue-to-gene mappings: every one of the 123 residues is linked to at least one of the 27 genes, and some to more than one. Nine codon segments, including those mapped to CCR5, CXCR4, TP53 and PDCD1, are described on the company's Technology page.",
      '"Reaching many genes through one construct is the core of our hypothesis, and now it has a map we can test in cells," said Dr. Rafael Okonkwo, Chief Scientific Officer. "The next step is to show, segment by segment, that each mapped gene responds as predicted."',
      "The map is a computational result. Cell-line studies to confirm it are under way; none of the work has been tested in people.",
    ].join("\n\n"),
    displayDate: "2025-10-27",
    fields: { category: "Research", featured: true },
  },
  {
    contentType: "press_release",
    title: "Company Completes $2 Million Seed Financing",
    slug: "company-completes-2-million-seed-financing",
    summary: "Seed capital from angel investors and a life-science fund supports laboratory validation.",
    content: [
      "{{city}}, {{region}}: {{companyName}} today completed a $2 million seed financing from angel investors and a life-science seed fund, one month after the company was founded with $0.5 million of founder capital. The company filed a notice of exempt offering (Form D) for the round.",
      "The seed capital pays for laboratory validation of the platform design and for the company's first patent applications. Together with a seed extension now being raised, it completes the $5 million platform design and in-silico validation milestone.",
      '"A seed round this early lets us test the idea in the laboratory before we ask for more," said Jordan Whitfield, Chief Financial Officer.',
    ].join("\n\n"),
    displayDate: "2025-10-09",
    fields: { category: "Funding", featured: false },
  },
  {
    contentType: "press_release",
    title: "{{companyName}} Launches with a Focus on HIV and Cancer",
    slug: "helixmap-therapeutics-launches-with-a-focus-on-hiv-and-cancer",
    summary:
      "The founders introduce a platform built around a single mapped protein sequence and two therapeutic approaches.",
    content: [
      "{{city}}, {{region}}: {{companyName}}, incorporated in {{incorporationState}} in {{founded}}, today launched with a gene-mapping platform aimed at HIV and cancer: one synthetic protein sequence whose codon segments are read as a map onto the genes the two diseases depend on.",
      "The company pursues two approaches from the same platform: functional cure through cellular reprogramming, and prevention by blocking viral entry receptors.",
      "The founding team is led by Dr. Amara Lindqvist (Chief Executive Officer), Dr. Rafael Okonkwo (Chief Scientific Officer) and Jordan Whitfield (Chief Financial Officer).",
      "All of the company's approaches are experimental and preclinical.",
    ].join("\n\n"),
    displayDate: "2025-09-22",
    fields: { category: "Company News", featured: false },
  },
];
