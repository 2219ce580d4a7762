import { site } from "@helixmap/common/site";
import { markets, platform, seriesA } from "../figures";

export const aboutIntro = `${site.companyName} is a private, early-stage biotechnology company founded in ${platform.founded} to test a single idea: that a short synthetic protein sequence, read through a codon map, can point therapy at many genes at once.`;

export const aboutStory: readonly string[] = [
  `The company began with a design question rather than a product. Our founders asked whether a synthetic sequence of ${platform.aminoAcids} amino acids could be mapped, codon by codon, onto the genes that HIV and several cancers depend on. The working answer is a map that currently links the sequence to ${platform.mappedGenes} therapeutic genes across ${platform.pathwaysClaim} cellular pathways.`,
  "Everything we describe on this website is experimental. None of our approaches has been tested in people, and none is approved by any regulator. We publish our reasoning, our plans and our open questions so that investors, partners and future trial participants can judge the work for themselves.",
  `We are raising a ${seriesA.round} of ${seriesA.target} to take the platform from computational design and early laboratory work to the studies a regulator expects before a first clinical trial.`,
];

export const aboutFacts = [
  { value: platform.founded, label: "Founded" },
  { value: String(platform.diseaseAreas), label: "Disease areas: HIV and cancer" },
  { value: String(platform.mappedGenes), label: "Therapeutic genes mapped" },
  { value: markets.total, label: "Combined addressable market" },
] as const;

export const aboutMission =
  "Our mission is to turn gene mapping into therapies that address the causes of HIV and cancer rather than only their symptoms, and to do it with evidence we are prepared to show.";

export const aboutVision =
  "We picture a platform where one well-characterised sequence can be adapted to new disease targets by changing its map, not by starting again.";

export const aboutValues = [
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
] as const;

export const aboutApproaches = [
  {
    title: platform.approaches[0],
    description:
      "Reprogramming infected or malignant cells so that they stop sustaining disease, with the aim of lasting control without lifelong treatment.",
  },
  {
    title: platform.approaches[1],
    description:
      "Blocking the receptors a virus uses to enter a cell, so that infection cannot take hold in the first place.",
  },
] as const;
