import { field } from "../fields";

/** One short point of a bulleted list. */
const points = (label: string, itemLabel: string, help?: string) =>
  field.list(label, itemLabel, { text: field.text(itemLabel, { max: 200 }) }, { titleField: "text", help });

/** Headline figures: a value shown large above its label. */
const stats = (label: string, help?: string) =>
  field.list(
    label,
    "Figure",
    {
      value: field.text("Figure", { max: 40, help: "For a site figure write its placeholder, such as {{pathways}}." }),
      label: field.text("Label", { max: 120 }),
    },
    { titleField: "label", max: 8, help },
  );

/** Label-and-value rows, such as "Legal name: …". */
const facts = (label: string, help?: string) =>
  field.list(
    label,
    "Row",
    { label: field.text("Label", { max: 120 }), value: field.text("Value", { max: 200 }) },
    { titleField: "label", help },
  );

/** A section's heading and the sentence or two under it. */
const sectionHead = {
  title: field.text("Heading", { max: 120 }),
  intro: field.text("Introduction", { max: 600, multiline: true }),
};

const DETAIL_CATEGORIES = [
  "gene",
  "therapy",
  "mechanism",
  "delivery",
  "safety",
  "research",
  "pathway",
  "methodology",
] as const;

const PROGRAMME_STATUSES = ["Ready for preclinical trials", "Conceptual development phase"] as const;
const PROGRESS_STATUSES = ["Preclinical", "In Vitro", "Validated", "Ongoing"] as const;
const MILESTONE_STATUSES = ["Complete", "In Progress", "Planning", "Future"] as const;
const FUNDING_ROUNDS = ["Founder capital", "Seed", "Seed extension", "Series A", "Series B"] as const;

/** What the window opened from a programme card shows. */
const cureDetail = field.group(
  "Detail window",
  {
    overview: field.text("Overview", { max: 600, multiline: true }),
    description: field.text("Description", { max: 1000, multiline: true }),
    facts: facts("Key facts", "Optional rows such as Gene or Pathway, shown under the overview."),
    mechanisms: points("Mechanisms", "Mechanism"),
    technicalDetails: field.list(
      "Technical details",
      "Detail",
      { title: field.text("Title", { max: 120 }), description: field.text("Text", { max: 600, multiline: true }) },
      { titleField: "title" },
    ),
    uses: points("Applications", "Application"),
    marketSize: field.text("Market size", { max: 200 }),
    timeline: field.text("Timeline", { max: 200 }),
    // A stock photo from an allowed image host (common/src/image-hosts.ts), which an image field, limited to this site's own files, cannot hold.
    images: field.list(
      "Image",
      "Image",
      {
        src: field.text("Address", {
          max: 400,
          help: "An https://images.unsplash.com address; shown cropped to 16:9.",
        }),
        alt: field.text("What it shows", { max: 200, help: "Read out by screen readers." }),
      },
      { titleField: "alt", max: 1, help: "At most one; leave empty for none." },
    ),
    additionalInfo: field.text("Additional information", { max: 1000, multiline: true }),
  },
  { help: "Opened when a visitor selects the card." },
);

const geneProfile = {
  fullName: field.text("Full name", {
    max: 200,
    optional: true,
    help: "Leave empty while the profile is in preparation; the window then shows the standard text below.",
  }),
  mechanism: field.text("Mechanism", { max: 600, multiline: true, optional: true }),
  therapeuticMechanisms: points("Therapeutic mechanisms", "Mechanism"),
  diseaseTargets: points("Disease targets", "Target"),
  novelUses: points("Novel applications", "Application"),
};

/** The home page `/`: the hero and its eight sections, in the order they appear, then its two downloads. */
export const homeFields = {
  hero: field.group("Hero", {
    eyebrow: field.text("Small heading above the headline", { max: 80 }),
    headline: field.text("Headline", { max: 160 }),
    lead: field.text("Lead paragraph", { max: 600, multiline: true }),
    investAction: field.text("Button to the investment section", { max: 60 }),
    demoAction: field.text("Technology demo link", { max: 60, help: "Opens the technology demo in a new tab." }),
    claims: stats("Headline figures", "Shown in a row under the buttons."),
  }),
  cures: field.group("Cures", {
    ...sectionHead,
    learnMore: field.text("Card link text", { max: 60 }),
    cards: field.list(
      "Programme cards",
      "Card",
      {
        title: field.text("Title", { max: 120 }),
        category: field.choice("Category", DETAIL_CATEGORIES, { help: "Chooses the card's icon." }),
        summary: field.text("Summary", { max: 400, multiline: true }),
        status: field.choice("Status", PROGRAMME_STATUSES),
        timeline: field.text("Timeline", { max: 120 }),
        detail: cureDetail,
      },
      { titleField: "title", max: 6 },
    ),
    detailLabels: field.group("Detail window headings", {
      overview: field.text("Overview", { max: 60 }),
      mechanisms: field.text("Mechanisms", { max: 60 }),
      technicalDetails: field.text("Technical details", { max: 60 }),
      uses: field.text("Applications", { max: 60 }),
      marketSize: field.text("Market size", { max: 60 }),
      timeline: field.text("Timeline", { max: 60 }),
      additionalInfo: field.text("Additional information", { max: 60 }),
    }),
  }),
  technology: field.group("Technology", {
    ...sectionHead,
    features: field.list(
      "Features",
      "Feature",
      {
        icon: field.choice("Icon", ["dna", "network", "boxes", "shield"] as const),
        title: field.text("Title", { max: 120 }),
        description: field.text("Text", { max: 400, multiline: true }),
      },
      { titleField: "title", max: 8 },
    ),
    tabsLabel: field.text("Name of the tabs for screen readers", { max: 80 }),
    codonsTab: field.text("Codon mapping tab", { max: 60 }),
    deliveryTab: field.text("Delivery systems tab", { max: 60 }),
    mechanismTab: field.text("Mechanism tab", { max: 60 }),
    codons: field.list(
      "Codon mapping",
      "Codon group",
      {
        codon: field.text("Codon group", { max: 20 }),
        gene: field.text("Gene", { max: 40 }),
        function: field.text("Function", { max: 120 }),
        pathway: field.text("Pathway", { max: 120 }),
        profile: field.group("Gene profile", geneProfile, { help: "Opened when a visitor selects the codon card." }),
      },
      { titleField: "gene", max: 40 },
    ),
    profileLabels: field.group("Gene window", {
      codonBadge: field.text("Badge before the codon group", { max: 40 }),
      mechanism: field.text("Mechanism heading", { max: 60 }),
      therapeuticMechanisms: field.text("Therapeutic mechanisms heading", { max: 60 }),
      diseaseTargets: field.text("Disease targets heading", { max: 60 }),
      novelUses: field.text("Novel applications heading", { max: 60 }),
      inPreparation: field.text("Badge of a profile in preparation", { max: 60 }),
      fallbackName: field.text("Full name of a profile in preparation, after the gene", { max: 120 }),
      fallbackMechanism: field.text("Mechanism of a profile in preparation, after the gene", {
        max: 600,
        multiline: true,
      }),
      fallback: field.group("Lists of a profile in preparation", {
        therapeuticMechanisms: points("Therapeutic mechanisms", "Mechanism"),
        diseaseTargets: points("Disease targets", "Target"),
        novelUses: points("Novel applications", "Application"),
      }),
    }),
    deliverySystems: field.list(
      "Delivery systems",
      "Delivery system",
      { name: field.text("Name", { max: 120 }), description: field.text("Text", { max: 400, multiline: true }) },
      { titleField: "name", max: 8 },
    ),
    geneWindowTitle: field.text("Gene window: heading", {
      max: 80,
      help: "{gene} and {codon} stand for the selected card's gene and codon group.",
    }),
    stepLabel: field.text("Word before a step's number, for screen readers", { max: 40 }),
    mechanismSteps: field.list(
      "Mechanism steps",
      "Step",
      { title: field.text("Title", { max: 80 }), description: field.text("Text", { max: 400, multiline: true }) },
      { titleField: "title", max: 6 },
    ),
  }),
  science: field.group("Science", {
    ...sectionHead,
    progress: field.list(
      "Workstreams",
      "Workstream",
      {
        title: field.text("Title", { max: 120 }),
        description: field.text("Text", { max: 400, multiline: true }),
        progress: field.number("Completion (%)", { integer: true, min: 0, max: 100 }),
        status: field.choice("Status", PROGRESS_STATUSES),
      },
      { titleField: "title", max: 8 },
    ),
    metrics: stats("Platform figures"),
    efficacyTitle: field.text("Highlight band: heading", { max: 120 }),
    efficacy: stats(
      "Highlight band: figures",
      "Keep the readiness and validated figures in step with the workstreams above.",
    ),
  }),
  applications: field.group("Therapeutic applications", {
    ...sectionHead,
    tabsLabel: field.text("Name of the tabs for screen readers", { max: 80 }),
    marketSuffix: field.text("Word after a market figure, for screen readers", { max: 40 }),
    mechanismsHeading: field.text("Mechanisms heading", { max: 60 }),
    indicationsHeading: field.text("Indications heading", { max: 60 }),
    marketSizeLabel: field.text("Market size label", { max: 60 }),
    timelineLabel: field.text("Timeline label", { max: 60 }),
    areas: field.list(
      "Disease areas",
      "Disease area",
      {
        tab: field.text("Tab", { max: 40 }),
        title: field.text("Title", { max: 120 }),
        summary: field.text("Summary", { max: 400, multiline: true }),
        mechanisms: points("Mechanisms", "Mechanism"),
        indications: points("Indications", "Indication"),
        marketSize: field.text("Market size", { max: 40 }),
        timeline: field.text("Timeline", { max: 200 }),
      },
      { titleField: "title", max: 8 },
    ),
    bannerValue: field.text("Banner: figure", { max: 40 }),
    bannerLabel: field.text("Banner: label", { max: 200 }),
  }),
  research: field.group(
    "Research repository",
    {
      ...sectionHead,
      dataRoom: field.link("Link after the introduction: where partners read the full documents", {
        help: "The Partner Data Room through sign-in: /admin/login?next=/admin/data-room",
      }),
      allCategories: field.text("Filter showing every category", { max: 40 }),
      filterLabel: field.text("Name of the filters for screen readers", { max: 80 }),
      addDocument: field.text("Add document button", { max: 60 }),
      preview: field.text("Preview button", { max: 40 }),
      previewName: field.text("Preview button, for screen readers", {
        max: 120,
        help: "{title} stands for the document's title.",
      }),
      previewRegion: field.text("Preview window: its scrolling text, for screen readers", {
        max: 120,
        help: "{title} stands for the document's title.",
      }),
      listName: field.text("Name of the document list, for screen readers", { max: 80 }),
      download: field.text("Download button", { max: 40 }),
      noticeTitle: field.text("Confidentiality notice: heading", { max: 80 }),
      notice: field.text("Confidentiality notice", { max: 600, multiline: true }),
      upload: field.group("Add document window", {
        intro: field.text("Text", { max: 400, multiline: true }),
        fileLabel: field.text("File input label", { max: 80 }),
        chosen: field.text("Message once a file is chosen, after its name", { max: 200 }),
      }),
      summary: field.group("A document's summary (PDF)", {
        descriptionTitle: field.text("Description: heading", { max: 80 }),
        previewTitle: field.text("Preview: heading", { max: 80 }),
        dateLabel: field.text("Date label", { max: 40 }),
        contactTitle: field.text("Contact: heading", { max: 80 }),
      }),
    },
    { help: "The documents themselves are the published Research items." },
  ),
  investment: field.group("Investment", {
    ...sectionHead,
    highlights: stats("Offer figures"),
    milestonesTitle: field.text("Milestones: heading", { max: 120 }),
    fundedBy: field.text("Words before a milestone's funding rounds", { max: 40 }),
    roundsAnd: field.text("Word before the last of several funding rounds", {
      max: 20,
      help: "As in “Series A ($15M) and Series B ($20M)”.",
    }),
    milestones: field.list(
      "Milestones",
      "Milestone",
      {
        milestone: field.text("Milestone", { max: 160 }),
        amount: field.text("Cost", { max: 20 }),
        progress: field.number("Completion (%)", { integer: true, min: 0, max: 100 }),
        status: field.choice("Status", MILESTONE_STATUSES),
        fundedBy: field.list(
          "Funded by",
          "Round",
          {
            round: field.choice("Round", FUNDING_ROUNDS),
            millions: field.number("Amount ($ millions)", { min: 0 }),
          },
          { titleField: "round", min: 1, max: 5, help: "The amount is shown only when several rounds share one." },
        ),
      },
      { titleField: "milestone", max: 8 },
    ),
    advantagesTitle: field.text("Advantages: heading", { max: 120 }),
    advantages: points("Advantages", "Advantage"),
    projectionsTitle: field.text("Projections: heading", { max: 120 }),
    projections: facts("Projections"),
    projectionsNote: field.text("Projections: note", { max: 400, multiline: true }),
    pitchDeckAction: field.text("Pitch deck button", { max: 60 }),
    meetingAction: field.text("Meeting button", { max: 60, help: "Scrolls to the contact section." }),
    materialsAction: field.text("Investment materials button", { max: 60 }),
  }),
  contact: field.group("Contact", {
    ...sectionHead,
    corporationTitle: field.text("Corporation information: heading", { max: 120 }),
    corporation: facts("Corporation information", "Write site settings as placeholders, such as {{legalName}}."),
    emailTitle: field.text("E-mail card: title", { max: 60 }),
    phoneTitle: field.text("Phone card: title", { max: 60 }),
    locationTitle: field.text("Location card: title", { max: 60 }),
    locationText: field.text("Location card: text", { max: 120 }),
    meeting: field.group(
      "Meeting request",
      {
        label: field.text("Button", { max: 60 }),
        subject: field.text("E-mail subject", { max: 200 }),
        body: field.text("E-mail text", { max: 2000, multiline: true }),
      },
      { help: "The button opens an e-mail to the general address with this subject and text." },
    ),
    leadershipTitle: field.text("Leadership: heading", { max: 120 }),
    specializationLabel: field.text("Word before a specialization", { max: 60 }),
    team: field.list(
      "Leadership team",
      "Person",
      {
        name: field.text("Name", { max: 120 }),
        role: field.text("Role", { max: 120 }),
        credentials: field.text("Credentials", { max: 120 }),
        description: field.text("Text", { max: 400, multiline: true }),
        specialization: field.text("Specialization", { max: 120 }),
      },
      { titleField: "name", max: 12 },
    ),
  }),
  pitchDeck: field.group(
    "Pitch deck (PDF)",
    {
      file: field.file("File", { seeded: "home:pitch-deck", help: "The deck visitors download (/api/media/…/file)." }),
      title: field.text("Title", { max: 120 }),
      cover: field.text("Cover line", { max: 300 }),
      opportunityTitle: field.text("The opportunity: heading", { max: 120 }),
      opportunity: field.text("The opportunity", { max: 1000, multiline: true }),
      approachesTitle: field.text("Approaches: heading", { max: 120 }),
      approaches: points("Approaches", "Approach"),
      coverNote: field.text("Cover note", { max: 300 }),
      technologyTitle: field.text("Technology page: heading", { max: 120 }),
      technology: field.text("Technology page: text", { max: 1000, multiline: true }),
      geneMapTitle: field.text("Gene map: heading", { max: 120 }),
      progressTitle: field.text("Progress: heading", { max: 120 }),
      marketTitle: field.text("Market page: heading", { max: 120 }),
      market: field.text("Market page: text", { max: 1000, multiline: true }),
      advantagesTitle: field.text("Advantages: heading", { max: 120 }),
      termsTitle: field.text("Terms page: heading", { max: 120 }),
      terms: facts("Terms"),
      milestonesTitle: field.text("Milestones: heading", { max: 120 }),
      teamTitle: field.text("Team page: heading", { max: 120 }),
      contactTitle: field.text("Contact: heading", { max: 120 }),
      contact: facts("Contact", "Write site settings as placeholders, such as {{contactEmail}}."),
      disclaimer: field.text("Disclaimer", { max: 600, multiline: true }),
    },
    {
      help: "Five pages built from this page's sections; these are its own words. Figures and team come from the sections above.",
    },
  ),
  materials: field.group(
    "Investment materials package (PDF)",
    {
      file: field.file("File", {
        seeded: "home:investment-materials",
        help: "The package visitors download (/api/media/…/file).",
      }),
      title: field.text("Title", { max: 120 }),
      cover: field.text("Cover line", { max: 300 }),
      contentsTitle: field.text("Contents: heading", { max: 120 }),
      pageLabel: field.text("Word before a page number in the contents", { max: 20 }),
      coverNote: field.text("Cover note", { max: 300 }),
      summaryTitle: field.text("Executive summary: heading", { max: 120 }),
      summary: field.text("Executive summary", { max: 1000, multiline: true }),
      platformTitle: field.text("Platform page: heading", { max: 120 }),
      howItWorksTitle: field.text("How it works: heading", { max: 120 }),
      deliveryTitle: field.text("Delivery systems: heading", { max: 120 }),
      progressTitle: field.text("Workstream progress: heading", { max: 120 }),
      marketTitle: field.text("Market page: heading", { max: 120 }),
      market: field.text("Market page: text", { max: 600, multiline: true }),
      timelineLabel: field.text("Word before an area's timeline", { max: 40 }),
      researchTitle: field.text("Research documents: heading", { max: 120 }),
      financingTitle: field.text("Financing page: heading", { max: 120 }),
      milestonesTitle: field.text("Milestones: heading", { max: 120 }),
      milestonesNote: field.text("Milestones: note", { max: 600, multiline: true }),
      projectionsTitle: field.text("Projections: heading", { max: 120 }),
      teamTitle: field.text("Team page: heading", { max: 120 }),
      advantagesTitle: field.text("Advantages: heading", { max: 120 }),
      risksTitle: field.text("Risks: heading", { max: 120 }),
      risks: points("Risks", "Risk"),
      contact: facts("Contact", "Write site settings as placeholders, such as {{contactEmail}}."),
    },
    {
      help: "Six pages built from this page's sections; these are its own words. Figures and team come from the sections above.",
    },
  ),
} as const;
