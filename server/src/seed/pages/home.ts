import type { PageValues } from "@helixmap/common/pages/page-catalogue";
import { ADMIN_PATHS, signInThen } from "@helixmap/common/routes";

const points = (...texts: string[]) => texts.map((text) => ({ text }));

const PHASE_I_MAIN = "18-24 months";
const PHASE_I_PREVENTION = "24-36 months";

export const homeSeed: PageValues<"home"> = {
  title: "Gene-Mapping Therapeutics for HIV and Cancer",
  description:
    "A proposed gene-mapping therapeutic platform: a {{aminoAcids}}-amino-acid synthetic sequence mapped to {{mappedGenes}} therapeutic genes, aimed at HIV and cancer.",
  hero: {
    eyebrow: "Gene-mapping therapeutics",
    headline: "Mapping genes to target HIV and cancer at their cellular roots",
    lead: "We are designing a {{aminoAcids}}-amino-acid synthetic protein sequence mapped to therapeutic genes across multiple cellular pathways. The programme is at an early, preclinical stage, and every claim on this site is still to be proven in trials.",
    investAction: "View Investment Opportunity",
    demoAction: "Watch Technology Demo",
    claims: [
      { value: "{{geneMappings}}", label: "Residue-to-gene mappings onto {{mappedGenes}} genes" },
      { value: "{{pathways}}", label: "Cellular pathways" },
      { value: "{{diseaseAreas}}", label: "Disease areas" },
      { value: "{{fundingTarget}}", label: "Target funding" },
    ],
  },
  cures: {
    title: "Two routes to lasting control of disease",
    intro:
      "Our platform pursues a functional cure through cellular reprogramming and a prevention strategy that aims to block viral entry. Select a programme to read how it is meant to work.",
    learnMore: "Learn more →",
    cards: [
      {
        title: "Functional Cure Platform",
        category: "therapy",
        summary:
          "Reprogramming infected and malignant cells so the immune system can hold disease in check without lifelong daily treatment.",
        status: "Ready for preclinical trials",
        timeline: `Phase I targeted in ${PHASE_I_MAIN}`,
        detail: {
          overview:
            "A proposed therapy that reprograms a patient's own cells so that HIV reservoirs and tumour cells become visible to, and controllable by, the immune system.",
          description:
            "The platform expresses a {{aminoAcids}}-amino-acid synthetic sequence whose codon groups are each mapped to a therapeutic gene. Together the groups act on {{mappedGenes}} genes across {{pathways}} cellular pathways.",
          facts: [],
          mechanisms: points(
            "Restoring immune recognition of infected and malignant cells",
            "Silencing the co-receptors that sustain viral spread",
            "Re-activating tumour-suppressor signalling in transformed cells",
            "Limiting the exhaustion signals that blunt T-cell responses",
          ),
          technicalDetails: [
            {
              title: "Sequence design",
              description: "A {{aminoAcids}}-residue construct, with each codon group assigned to one gene target.",
            },
            {
              title: "Pathway coverage",
              description:
                "Designed to act on {{pathways}} pathways at once, reducing the chance of escape through a single route.",
            },
            {
              title: "Delivery",
              description:
                "Lipid nanoparticles are the lead option; viral vectors are under evaluation as an alternative.",
            },
          ],
          uses: points(
            "HIV functional cure without daily antiretroviral therapy",
            "Solid tumours with impaired p53 signalling",
            "Combination regimens alongside existing immunotherapies",
          ),
          marketSize: "$32B (HIV) and $200B (cancer) addressable markets",
          timeline: `Phase I targeted within ${PHASE_I_MAIN} of financing`,
          images: [
            {
              src: "https://images.unsplash.com/photo-1532187863486-abf9dbad1b69?auto=format&fit=crop&w=800&h=450&q=70",
              alt: "A researcher working with samples in a laboratory",
            },
          ],
          additionalInfo:
            "The platform has not been tested in humans. Preclinical studies are intended to establish safety and target engagement before any clinical application is filed.",
        },
      },
      {
        title: "Prevention Strategy",
        category: "mechanism",
        summary:
          "Shielding healthy cells by down-regulating the receptors a virus needs to enter them, before infection can take hold.",
        status: "Conceptual development phase",
        timeline: `Phase I targeted in ${PHASE_I_PREVENTION}`,
        detail: {
          overview:
            "A preventive approach that aims to make healthy cells resistant to HIV by reducing the entry receptors the virus depends on.",
          description:
            "Rather than attacking the virus after infection, the strategy modulates CCR5 and CXCR4 expression on susceptible cells so that the virus cannot bind and enter them.",
          facts: [
            { label: "Gene", value: "CCR5 / CXCR4" },
            { label: "Function", value: "Viral entry co-receptors" },
            { label: "Pathway", value: "Chemokine receptor signalling" },
          ],
          mechanisms: points(
            "Down-regulating CCR5 expression on CD4+ T cells",
            "Reducing CXCR4 availability without disrupting immune cell homing",
            "Strengthening intrinsic restriction factors such as APOBEC3G",
          ),
          technicalDetails: [
            {
              title: "Receptor modulation",
              description:
                "Partial, reversible down-regulation rather than permanent knockout, to preserve normal immune function.",
            },
            {
              title: "Durability",
              description:
                "The goal is protection lasting months from a single administration; durability is still to be measured.",
            },
          ],
          uses: points(
            "Protection for people at high risk of HIV exposure",
            "Long-acting alternative to daily pre-exposure prophylaxis",
            "Protection of transplanted cells in patients with HIV",
          ),
          marketSize: "Part of the $32B HIV market",
          timeline: `Phase I targeted within ${PHASE_I_PREVENTION}`,
          images: [],
          additionalInfo:
            "This programme is conceptual. Its design depends on results from the functional cure platform, which shares the same sequence and delivery work.",
        },
      },
    ],
    detailLabels: {
      overview: "Overview",
      mechanisms: "Mechanisms",
      technicalDetails: "Technical details",
      uses: "Applications",
      marketSize: "Market size",
      timeline: "Timeline",
      additionalInfo: "Additional information",
    },
  },
  technology: {
    title: "How the platform works",
    intro:
      "A single synthetic sequence of {{aminoAcids}} amino acids, with codon groups mapped to therapeutic genes, carried into cells by established delivery systems.",
    features: [
      {
        icon: "dna",
        title: "Codon-level mapping",
        description: "Groups of codons in the sequence are each assigned to one therapeutic gene.",
      },
      {
        icon: "network",
        title: "Multi-pathway action",
        description: "One construct is designed to act on {{pathways}} cellular pathways together.",
      },
      {
        icon: "boxes",
        title: "Modular delivery",
        description: "The same sequence can be packaged for several delivery systems.",
      },
      {
        icon: "shield",
        title: "Safety by design",
        description: "Reversible modulation rather than permanent edits wherever possible.",
      },
    ],
    tabsLabel: "Technology details",
    codonsTab: "Codon Mapping",
    deliveryTab: "Delivery Systems",
    mechanismTab: "Mechanism",
    codons: [
      {
        codon: "ATG",
        gene: "CCR5",
        function: "HIV entry co-receptor",
        pathway: "Chemokine signalling",
        profile: {
          fullName: "C-C chemokine receptor type 5",
          mechanism: "HIV uses CCR5 to enter most target cells; lowering it leaves the virus without a door.",
          therapeuticMechanisms: points(
            "Reduced co-receptor expression on CD4+ T cells",
            "Blocking of R5-tropic viral entry",
          ),
          diseaseTargets: points("HIV-1 infection", "Graft-versus-host disease"),
          novelUses: points("Long-acting HIV prevention", "Protection of transplanted cells"),
        },
      },
      {
        codon: "E",
        gene: "CXCR4",
        function: "Alternative HIV co-receptor",
        pathway: "Chemokine signalling",
        profile: {
          fullName: "C-X-C chemokine receptor type 4",
          mechanism: "CXCR4 is the second door for HIV and a homing signal that some tumours exploit.",
          therapeuticMechanisms: points("Partial down-regulation of X4-tropic entry", "Limiting tumour cell migration"),
          diseaseTargets: points("HIV-1 infection", "Metastatic cancers"),
          novelUses: points("Covering viral strains that switch co-receptor", "Reducing metastatic spread"),
        },
      },
      {
        codon: "GG",
        gene: "TP53",
        function: "Tumour suppression",
        pathway: "DNA damage response",
        profile: {
          fullName: "Tumour protein p53",
          mechanism: "p53 stops damaged cells from dividing; many cancers grow because it is lost or silenced.",
          therapeuticMechanisms: points(
            "Restoring cell-cycle arrest in damaged cells",
            "Re-enabling programmed cell death",
          ),
          diseaseTargets: points("Solid tumours with p53 loss", "Haematological cancers"),
          novelUses: points("Combination with checkpoint therapy", "Sensitising tumours to radiotherapy"),
        },
      },
      {
        codon: "CA",
        gene: "CD4",
        function: "T-cell receptor co-factor",
        pathway: "T-cell activation",
        profile: {
          fullName: "T-cell surface glycoprotein CD4",
          mechanism: "CD4 is the primary receptor HIV binds; decoys can trap the virus before it reaches a cell.",
          therapeuticMechanisms: points("Decoy receptor expression", "Supporting helper T-cell recovery"),
          diseaseTargets: points("HIV-1 infection"),
          novelUses: points("Neutralising free virus with soluble decoys"),
        },
      },
      {
        codon: "AAA",
        gene: "IL7R",
        function: "T-cell survival",
        pathway: "JAK-STAT signalling",
        profile: { fullName: "", mechanism: "", therapeuticMechanisms: [], diseaseTargets: [], novelUses: [] },
      },
      {
        codon: "C",
        gene: "APOBEC3G",
        function: "Viral restriction",
        pathway: "Innate antiviral defence",
        profile: {
          fullName: "DNA dC-to-dU-editing enzyme APOBEC3G",
          mechanism:
            "APOBEC3G introduces errors into viral genomes; HIV normally disables it, which we aim to prevent.",
          therapeuticMechanisms: points("Boosting intrinsic viral restriction", "Protecting it from viral degradation"),
          diseaseTargets: points("HIV-1 infection"),
          novelUses: points("Strengthening innate defences in reservoir cells"),
        },
      },
      {
        codon: "O",
        gene: "TRIM5",
        function: "Capsid recognition",
        pathway: "Innate antiviral defence",
        profile: { fullName: "", mechanism: "", therapeuticMechanisms: [], diseaseTargets: [], novelUses: [] },
      },
      {
        codon: "TC",
        gene: "PDCD1",
        function: "Immune checkpoint",
        pathway: "T-cell exhaustion",
        profile: {
          fullName: "Programmed cell death protein 1 (PD-1)",
          mechanism: "PD-1 switches T cells off; lowering it inside the cell can restore their activity.",
          therapeuticMechanisms: points("Reducing checkpoint signalling in T cells", "Reversing T-cell exhaustion"),
          diseaseTargets: points("Solid tumours", "Chronic HIV infection"),
          novelUses: points("Cell-intrinsic alternative to checkpoint antibodies"),
        },
      },
      {
        codon: "Y",
        gene: "BRCA1",
        function: "DNA repair",
        pathway: "Homologous recombination",
        profile: { fullName: "", mechanism: "", therapeuticMechanisms: [], diseaseTargets: [], novelUses: [] },
      },
    ],
    profileLabels: {
      codonBadge: "Codon",
      mechanism: "Mechanism",
      therapeuticMechanisms: "Therapeutic mechanisms",
      diseaseTargets: "Disease targets",
      novelUses: "Novel applications",
      inPreparation: "Profile in preparation",
      fallbackName: "(full profile in preparation)",
      fallbackMechanism:
        "is part of the platform's gene map. Its detailed profile will be published once in vitro work on it is complete.",
      fallback: {
        therapeuticMechanisms: points("Modulation of gene expression through its mapped codon group"),
        diseaseTargets: points("Under evaluation in our preclinical programme"),
        novelUses: points("To be defined as validation data become available"),
      },
    },
    deliverySystems: [
      {
        name: "Lipid nanoparticles",
        description: "Our lead option: well characterised, redosable and suited to targeting immune cells.",
      },
      {
        name: "Viral vectors",
        description: "Adeno-associated and lentiviral vectors for durable expression where a single dose is preferred.",
      },
      {
        name: "Electroporation",
        description: "For cells treated outside the body and returned to the patient, as in cell therapies.",
      },
      {
        name: "Biodegradable hydrogels",
        description: "Slow local release at a tumour site, under early evaluation.",
      },
    ],
    geneWindowTitle: "{gene} (codon {codon})",
    stepLabel: "Step",
    mechanismSteps: [
      { title: "Deliver", description: "The sequence is packaged and carried into the target cells." },
      { title: "Express", description: "The cell reads the sequence; each codon group acts on its mapped gene." },
      {
        title: "Restore",
        description: "Modulated genes shift the cell back towards healthy behaviour and immune visibility.",
      },
    ],
  },
  science: {
    title: "Scientific progress",
    intro: "Where each workstream stands today. Figures are internal estimates of completion, not clinical results.",
    progress: [
      {
        title: "Gene mapping validation",
        description: "Confirming in cell lines that each codon group acts on its mapped gene.",
        progress: 85,
        status: "In Vitro",
      },
      {
        title: "Pathway modelling",
        description: "Computational models of how the mapped genes interact across pathways.",
        progress: 78,
        status: "Ongoing",
      },
      {
        title: "Sequence design",
        description: "The {{aminoAcids}}-amino-acid construct and its codon assignments.",
        progress: 92,
        status: "Validated",
      },
      {
        title: "Delivery optimisation",
        description: "Formulation and dosing studies ahead of animal work.",
        progress: 65,
        status: "Preclinical",
      },
    ],
    metrics: [
      { value: "{{aminoAcids}}", label: "Amino acids in the sequence" },
      { value: "{{mappedGenes}}", label: "Therapeutic genes mapped" },
      { value: "{{pathways}}", label: "Cellular pathways addressed" },
      { value: "9", label: "Codon groups in the gene map" },
    ],
    efficacyTitle: "Platform efficacy at a glance",
    efficacy: [
      { value: "80%", label: "Average workstream readiness" },
      { value: "1 of 4", label: "Workstreams validated" },
      { value: "{{diseaseAreas}}", label: "Lead disease areas" },
      { value: PHASE_I_MAIN, label: "To Phase I" },
    ],
  },
  applications: {
    title: "Therapeutic applications",
    intro:
      "HIV and cancer lead our pipeline. The same gene map could later extend to neurodegenerative and autoimmune disease.",
    tabsLabel: "Applications by disease area",
    marketSuffix: "market",
    mechanismsHeading: "Mechanisms",
    indicationsHeading: "Indications",
    marketSizeLabel: "Market size",
    timelineLabel: "Timeline",
    areas: [
      {
        tab: "Cancer",
        title: "Oncology",
        summary: "Restoring tumour suppression and immune attack on cancer cells.",
        mechanisms: points(
          "Re-activating p53 signalling",
          "Reducing PD-1 checkpoint signalling",
          "Supporting DNA repair",
        ),
        indications: points("Solid tumours with p53 loss", "Lymphomas", "Tumours resistant to checkpoint antibodies"),
        marketSize: "$200B",
        timeline: `Phase I targeted within ${PHASE_I_MAIN}`,
      },
      {
        tab: "HIV",
        title: "HIV",
        summary: "A functional cure and a preventive option built on one platform.",
        mechanisms: points(
          "Blocking CCR5 and CXCR4 entry",
          "Boosting APOBEC3G restriction",
          "Reversing T-cell exhaustion",
        ),
        indications: points("Chronic HIV-1 infection on therapy", "Pre-exposure protection for people at high risk"),
        marketSize: "$32B",
        timeline: `Cure programme in ${PHASE_I_MAIN}; prevention in ${PHASE_I_PREVENTION}`,
      },
      {
        tab: "Neuro",
        title: "Neurodegeneration",
        summary: "Exploring whether pathway modulation can slow neuronal loss.",
        mechanisms: points("Modulating neuro-inflammatory signalling", "Supporting cellular stress responses"),
        indications: points("Alzheimer's disease", "Parkinson's disease", "Amyotrophic lateral sclerosis"),
        marketSize: "$120B",
        timeline: "Exploratory research, after the lead programmes",
      },
      {
        tab: "Autoimmune",
        title: "Autoimmune disease",
        summary: "Re-balancing immune responses that turn against the body.",
        mechanisms: points("Adjusting T-cell activation thresholds", "Reducing inflammatory cytokine signalling"),
        indications: points("Rheumatoid arthritis", "Multiple sclerosis", "Lupus"),
        marketSize: "$85B",
        timeline: "Exploratory research, after the lead programmes",
      },
    ],
    bannerValue: "{{addressableMarket}}",
    bannerLabel: "Total addressable market across the four disease areas",
  },
  research: {
    title: "Research document repository",
    intro:
      "Summaries of our internal research documents. Full documents are shared with authorised personnel and investors under a non-disclosure agreement, in the Partner Data Room, where partners accept the NDA before they read them.",
    dataRoom: { label: "Sign in to the Partner Data Room", href: signInThen(ADMIN_PATHS.dataRoom) },
    allCategories: "All",
    filterLabel: "Filter documents by category",
    addDocument: "Add New Document",
    preview: "Preview",
    previewName: "Preview {title}",
    previewRegion: "Preview of {title}",
    listName: "Research documents",
    download: "Download PDF",
    noticeTitle: "Confidentiality notice.",
    notice:
      "These materials are confidential and proprietary. Copying is disabled in this section; previews and summaries are provided for evaluation only and may not be redistributed.",
    upload: {
      intro: "Choose a research document to add. Accepted formats: PDF, Word, plain text and Markdown.",
      fileLabel: "Document file",
      chosen: "was selected. It stays on your device; nothing has been uploaded.",
    },
    summary: { descriptionTitle: "Description", previewTitle: "Preview", dateLabel: "Date", contactTitle: "Contact" },
  },
  investment: {
    title: "Series A investment opportunity",
    intro:
      "We are raising {{fundingTarget}} to take the platform through preclinical validation and into a first clinical trial. Offered to accredited investors only.",
    highlights: [
      { value: "{{fundingTarget}}", label: "Series A target" },
      { value: "$150M", label: "Pre-money valuation" },
      { value: "$200M", label: "Post-money valuation" },
      { value: "25%", label: "Investor ownership" },
      { value: "$2.5B", label: "Projected peak revenue" },
    ],
    milestonesTitle: "Funding milestones",
    fundedBy: "Funded by",
    roundsAnd: "and",
    milestones: [
      {
        milestone: "Platform design and in-silico validation",
        amount: "$5M",
        progress: 100,
        status: "Complete",
        fundedBy: [
          { round: "Founder capital", millions: 0.5 },
          { round: "Seed", millions: 2 },
          { round: "Seed extension", millions: 2.5 },
        ],
      },
      {
        milestone: "In vitro validation of the gene map",
        amount: "$15M",
        progress: 60,
        status: "In Progress",
        fundedBy: [{ round: "Series A", millions: 15 }],
      },
      {
        milestone: "IND-enabling preclinical studies",
        amount: "$20M",
        progress: 25,
        status: "Planning",
        fundedBy: [{ round: "Series A", millions: 20 }],
      },
      {
        milestone: "Phase I clinical trial",
        amount: "$35M",
        progress: 0,
        status: "Future",
        fundedBy: [
          { round: "Series A", millions: 15 },
          { round: "Series B", millions: 20 },
        ],
      },
    ],
    advantagesTitle: "Competitive advantages",
    advantages: points(
      "One platform addressing two large disease areas, with room to extend to more",
      "A multi-gene design intended to make treatment resistance less likely",
      "Pending patent applications covering the sequence and its gene map",
      "A capital-efficient plan with funding released against milestones",
    ),
    projectionsTitle: "Projections",
    projections: [
      { label: "Phase I start", value: PHASE_I_MAIN },
      { label: "Total addressable market", value: "{{addressableMarket}}" },
      { label: "Projected peak annual revenue", value: "$2.5B" },
    ],
    projectionsNote:
      "Projections are forward-looking estimates based on our assumptions; actual results may differ materially.",
    pitchDeckAction: "Download Pitch Deck",
    meetingAction: "Schedule Meeting",
    materialsAction: "Investment Materials Package",
  },
  contact: {
    title: "Contact us",
    intro: "Investors, partners, researchers and journalists are welcome to get in touch.",
    corporationTitle: "Corporation information",
    corporation: [
      { label: "Legal name", value: "{{legalName}}" },
      { label: "EIN", value: "{{taxId}}" },
      { label: "Incorporated in", value: "{{incorporationState}}" },
      { label: "Founded", value: "{{founded}}" },
    ],
    emailTitle: "Email",
    phoneTitle: "Phone",
    locationTitle: "Location",
    locationText: "Open our office in a map",
    meeting: {
      label: "Schedule Meeting",
      subject: "Meeting request: {{companyName}} Series A",
      body: [
        "Hello,",
        "",
        "I would like to schedule a meeting to discuss the {{companyName}} Series A investment opportunity.",
        "",
        "Name:",
        "Organisation:",
        "Preferred dates and times:",
        "",
        "Kind regards,",
      ].join("\n"),
    },
    leadershipTitle: "Leadership team",
    specializationLabel: "Specialization:",
    team: [
      {
        name: "Dr. Amara Lindqvist",
        role: "Chief Executive Officer",
        credentials: "PhD, Molecular Biology",
        description: "Leads strategy and financing; previously ran a gene therapy research group.",
        specialization: "Gene therapy development",
      },
      {
        name: "Dr. Rafael Okonkwo",
        role: "Chief Scientific Officer",
        credentials: "MD, PhD, Immunology",
        description: "Directs the research programme and its preclinical studies.",
        specialization: "HIV immunology",
      },
      {
        name: "Jordan Whitfield",
        role: "Chief Financial Officer",
        credentials: "MBA, CPA",
        description: "Oversees finance, investor relations and corporate governance.",
        specialization: "Life-science finance",
      },
    ],
  },
  pitchDeck: {
    file: null,
    title: "{{companyName}} Pitch Deck",
    cover: "{{tagline}}. Series A: raising {{fundingTarget}}.",
    opportunityTitle: "The opportunity",
    opportunity:
      "HIV and cancer escape single-target treatments. We are designing one synthetic sequence of {{aminoAcids}} amino acids that acts on {{mappedGenes}} genes across {{pathways}} cellular pathways at once.",
    approachesTitle: "Two approaches",
    approaches: points(
      "Functional cure through cellular reprogramming",
      "Prevention by blocking viral entry receptors",
    ),
    coverNote: "Founded {{founded}}. Confidential; prepared for accredited investors.",
    technologyTitle: "Technology",
    technology:
      "Codon groups in the sequence are each mapped to a therapeutic gene and carried into cells by established delivery systems.",
    geneMapTitle: "Gene map",
    progressTitle: "Progress",
    marketTitle: "Market",
    market: "A total addressable market of {{addressableMarket}} across four disease areas.",
    advantagesTitle: "Why we can win",
    termsTitle: "Series A terms",
    terms: [
      { label: "Raise", value: "{{fundingTarget}}" },
      { label: "Pre-money valuation", value: "$150M" },
      { label: "Post-money valuation", value: "$200M" },
      { label: "Investor ownership", value: "25%" },
      { label: "Projected peak revenue", value: "$2.5B" },
      { label: "Phase I start", value: PHASE_I_MAIN },
    ],
    milestonesTitle: "Milestones and the rounds that fund them",
    teamTitle: "Team and contact",
    contactTitle: "Contact",
    contact: [
      { label: "Company", value: "{{legalName}}" },
      { label: "E-mail", value: "{{contactEmail}}" },
      { label: "Phone", value: "{{phone}}" },
    ],
    disclaimer:
      "This deck is not an offer to sell securities. The therapies described are experimental, not approved by any regulator, and all claims are unverified.",
  },
  materials: {
    file: null,
    title: "{{companyName}} Investment Materials Package",
    cover: "Series A financing of {{fundingTarget}}. Prepared for accredited investors.",
    contentsTitle: "Contents",
    pageLabel: "Page",
    coverNote: "{{legalName}}, incorporated in {{incorporationState}}, founded {{founded}}.",
    summaryTitle: "Executive summary",
    summary:
      "We are developing a gene-mapping platform aimed at HIV and cancer: a {{aminoAcids}}-amino-acid synthetic sequence mapped to {{mappedGenes}} therapeutic genes across {{pathways}} pathways.",
    platformTitle: "Platform and science",
    howItWorksTitle: "How it works",
    deliveryTitle: "Delivery systems",
    progressTitle: "Workstream progress",
    marketTitle: "Market and applications",
    market: "Total addressable market: {{addressableMarket}}.",
    timelineLabel: "Timeline:",
    researchTitle: "Research documents available under NDA in the Partner Data Room",
    financingTitle: "Financing and milestones",
    milestonesTitle: "Milestones and the rounds that fund them",
    milestonesNote:
      "The four milestones cost more than the {{fundingTarget}} Series A: earlier rounds paid for the first, the Series A pays for the next two and part of the Phase I trial, and a later Series B for the rest of it.",
    projectionsTitle: "Projections",
    teamTitle: "Team, risks and contact",
    advantagesTitle: "Why invest",
    risksTitle: "Key risks",
    risks: points(
      "The therapies are experimental and have not been tested in humans.",
      `Timelines, including Phase I in ${PHASE_I_MAIN}, depend on preclinical results and regulators.`,
      "Projections are estimates and may not be achieved.",
    ),
    contact: [{ label: "Contact", value: "{{contactEmail}}, {{phone}}" }],
  },
};
