import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const aboutSeed: PageValues<"about"> = {
  title: "About",
  breadcrumb: "",
  description: "Who we are, why we founded the company in {{founded}}, and how we work.",
  intro:
    "{{companyName}} is a private, early-stage biotechnology company founded in {{founded}} to test a single idea: that a short synthetic protein sequence, read through a codon map, can point therapy at many genes at once.",
  overview: { label: "Download Company Overview", document: null },
  storyTitle: "Our story",
  story: [
    "The company began with a design question rather than a product. Our founders asked whether a synthetic sequence of {{aminoAcids}} amino acids could be mapped, codon by codon, onto the genes that HIV and several cancers depend on. The working answer is a map that currently links the sequence to {{mappedGenes}} therapeutic genes across {{pathways}} cellular pathways.",
    "Everything we describe on this website is experimental. None of our approaches has been tested in people, and none is approved by any regulator. We publish our reasoning, our plans and our open questions so that investors, partners and future trial participants can judge the work for themselves.",
    "We are raising a Series A of {{fundingTarget}} to take the platform from computational design and early laboratory work to the studies a regulator expects before a first clinical trial.",
  ].join("\n\n"),
  facts: [
    { value: "{{founded}}", label: "Founded" },
    { value: "{{diseaseAreas}}", label: "Disease areas: HIV and cancer" },
    { value: "{{mappedGenes}}", label: "Therapeutic genes mapped" },
    { value: "{{addressableMarket}}", label: "Combined addressable market" },
  ],
  missionTitle: "Mission and vision",
  mission: {
    title: "Mission",
    description:
      "Our mission is to turn gene mapping into therapies that address the causes of HIV and cancer rather than only their symptoms, and to do it with evidence we are prepared to show.",
  },
  vision: {
    title: "Vision",
    description:
      "We picture a platform where one well-characterised sequence can be adapted to new disease targets by changing its map, not by starting again.",
  },
  approachesTitle: "Two approaches",
  approaches: [
    {
      title: "Functional cure through cellular reprogramming",
      description:
        "Reprogramming infected or malignant cells so that they stop sustaining disease, with the aim of lasting control without lifelong treatment.",
    },
    {
      title: "Prevention by blocking viral entry receptors",
      description:
        "Blocking the receptors a virus uses to enter a cell, so that infection cannot take hold in the first place.",
    },
  ],
  platformLink: { label: "How the platform works", href: "/technology" },
  valuesTitle: "How we work",
  values: [
    {
      title: "Evidence before claims",
      description: "We say what we have measured, what we expect and what we do not yet know, and we keep those apart.",
    },
    {
      title: "Patients first",
      description: "Safety questions lead every design decision, and trial participants are partners, not subjects.",
    },
    {
      title: "Open collaboration",
      description:
        "We work with academic groups, contract laboratories and regulators early, and we share data under clear agreements.",
    },
    {
      title: "Careful stewardship",
      description: "Investor capital is spent against named milestones, and progress against each is reported plainly.",
    },
  ],
};
