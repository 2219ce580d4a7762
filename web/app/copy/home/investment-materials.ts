import { site } from "@helixmap/common/site";
import type { PdfPages } from "../../downloads/pdf-pages";
import { fundingText, markets, platform, seriesA, timelines } from "../figures";
import { team } from "./contact";
import { advantages, highlights, milestones, projections, projectionsNote } from "./investment";
import { researchDocuments } from "./research";
import { efficacyStrip, progressItems } from "./science";
import { deliverySystems, mechanismSteps } from "./technology";
import { therapyAreas } from "./therapy-areas";

export const investmentMaterialsTitle = `${site.companyName} Investment Materials Package`;

const contents = [
  "Executive summary",
  "Platform and science",
  "Market and applications",
  "Financing and milestones",
  "Team, risks and contact",
];

/** The six pages of the investment materials package. */
export const investmentMaterials: PdfPages = [
  [
    { title: investmentMaterialsTitle },
    { paragraph: `${seriesA.round} financing of ${seriesA.target}. Prepared for accredited investors.` },
    { heading: "Contents" },
    { bullets: contents.map((c, i) => `Page ${i + 2}: ${c}`) },
    { small: `${site.legalName}, incorporated in ${site.incorporationState}, founded ${site.founded}.` },
  ],
  [
    { title: "Executive summary" },
    {
      paragraph: `We are developing a gene-mapping platform aimed at HIV and cancer: a ${platform.aminoAcids}-amino-acid synthetic sequence mapped to ${platform.mappedGenes} therapeutic genes across ${platform.pathwaysClaim} pathways.`,
    },
    { bullets: platform.approaches },
    { facts: highlights.map((h) => [h.label, h.value] as const) },
  ],
  [
    { title: "Platform and science" },
    { heading: "How it works" },
    { bullets: mechanismSteps.map((s) => `${s.title}: ${s.description}`) },
    { heading: "Delivery systems" },
    { bullets: deliverySystems.map((d) => `${d.name}: ${d.description}`) },
    { heading: "Workstream progress" },
    { bullets: progressItems.map((p) => `${p.title}: ${p.progress}% (${p.status})`) },
    { facts: efficacyStrip.items.map((i) => [i.label, i.value] as const) },
  ],
  [
    { title: "Market and applications" },
    { paragraph: `Total addressable market: ${markets.total}.` },
    ...therapyAreas.map((a) => ({
      paragraph: `${a.title} (${a.marketSize}): ${a.summary} Timeline: ${a.timeline}.`,
    })),
    { heading: "Research documents available under NDA" },
    { bullets: researchDocuments.map((d) => `${d.id}: ${d.title}`) },
  ],
  [
    { title: "Financing and milestones" },
    { facts: highlights.map((h) => [h.label, h.value] as const) },
    { heading: "Milestones and the rounds that fund them" },
    {
      paragraph: `The four milestones cost more than the ${seriesA.target} ${seriesA.round}: earlier rounds paid for the first, the ${seriesA.round} pays for the next two and part of the Phase I trial, and a later Series B for the rest of it.`,
    },
    {
      bullets: milestones.map(
        (m) => `${m.amount}: ${m.milestone} (${m.status}, ${m.progress}%), funded by ${fundingText(m.fundedBy)}`,
      ),
    },
    { heading: "Projections" },
    { facts: projections.map((p) => [p.label, p.value] as const) },
    { small: projectionsNote },
  ],
  [
    { title: "Team, risks and contact" },
    { bullets: team.map((t) => `${t.name}, ${t.role}: ${t.specialization}`) },
    { heading: "Why invest" },
    { bullets: advantages },
    { heading: "Key risks" },
    {
      bullets: [
        "The therapies are experimental and have not been tested in humans.",
        `Timelines, including Phase I in ${timelines.phaseIMain}, depend on preclinical results and regulators.`,
        "Projections are estimates and may not be achieved.",
      ],
    },
    { facts: [["Contact", `${site.contactEmail}, ${site.phone}`]] },
  ],
];
