import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const pressReleasesSeed: PageValues<"press-releases"> = {
  ...{ title: "Press Releases", description: "Company announcements, the media kit and recognition." },
  breadcrumb: "",
  intro: "Company announcements, the media kit and recognition.",
  alertsTitle: "Get press releases by e-mail",
  alertsIntro: "One e-mail when we publish a press release; nothing else.",
  releasesTitle: "Latest releases",
  noReleases: "No press releases are published at the moment.",
  featuredLabel: "Featured",
  downloadLabel: "Download",
  aboutCompany:
    "About {{companyName}}: {{legalName}} is a private, early-stage biotechnology company founded in {{founded}} and based at {{street}}, {{city}}, {{region}} {{postalCode}}. It is developing a gene-mapping platform, a {{aminoAcids}}-amino-acid synthetic sequence mapped to {{mappedGenes}} therapeutic genes, aimed at HIV and cancer. Its therapies are experimental and not approved by any regulator.",
  forwardLooking:
    "Forward-looking statements: this release contains statements about future plans, studies, financing and results. They are based on current assumptions, are not guarantees, and actual results may differ materially.",
  mediaKitTitle: "Media kit",
  pressContact: {
    name: "Media Relations",
    note: "Journalists can request interviews, high-resolution assets and background briefings.",
    button: "Contact Media Relations",
    subject: "Media enquiry",
  },
  mediaKit: [
    {
      document: "fact-sheet",
      name: "Company Fact Sheet",
      description: "Key facts, figures and programme overview.",
      file: null,
    },
    {
      document: "brand",
      name: "Logo and Brand Guidelines",
      description: "How to write and show our name and logo.",
      file: null,
    },
    {
      document: "leadership",
      name: "Leadership Biographies and Photographs",
      description: "Biographies of the three leaders, with portraits for editorial use.",
      file: null,
    },
    {
      document: "platform",
      name: "Platform Overview Presentation",
      description: "The gene-mapping platform explained slide by slide.",
      file: null,
    },
  ],
  awardsTitle: "Awards and recognition",
  awards: [
    {
      title: "Emerging Therapeutics Innovator",
      organization: "Pacific Life Sciences Forum",
      date: "November 2025",
      description: "Recognised among new companies proposing novel approaches to infectious disease.",
    },
    {
      title: "Best Early-Stage Pitch",
      organization: "West Coast Biotech Founders Showcase",
      date: "October 2025",
      description: "Selected by a panel of investors from a field of early-stage biotechnology start-ups.",
    },
  ],
};
