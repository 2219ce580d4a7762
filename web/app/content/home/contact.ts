import { site } from "@helixmap/common/site";
import type { SectionIntro, TeamMember } from "./types";

export const contactIntro: SectionIntro = {
  title: "Contact us",
  intro: "Investors, partners, researchers and journalists are welcome to get in touch.",
};

export const corporationFacts = [
  { label: "Legal name", value: site.legalName },
  { label: "EIN", value: site.taxId },
  { label: "Incorporated in", value: site.incorporationState },
  { label: "Founded", value: site.founded },
] as const;

export const contactCards = {
  email: { title: "Email", description: site.contactEmail },
  phone: { title: "Phone", description: site.phone },
  location: { title: "Location", description: "Open our office in a map" },
} as const;

export const leadershipIntro = "Leadership team";

export const team: readonly TeamMember[] = [
  {
    name: "Dr. Amara Lindqvist",
    role: "Chief Executive Officer",
    credentials: "PhD, Molecular Biology",
    description: "Leads strategy and financing; previously ran a gene therapy research group.",
    specialization: "Gene therapy development",
    biography: [
      `Dr. Amara Lindqvist co-founded ${site.companyName} in ${site.founded} and leads its strategy, financing and partnerships as Chief Executive Officer. She set the company's principle of publishing its reasoning and open questions alongside its claims.`,
      "Before founding the company she ran a gene therapy research group for nine years, where her team worked on lipid nanoparticle delivery of nucleic acids to immune cells and on in silico screening of multi-target constructs for unintended interactions.",
      "She holds a PhD in molecular biology. At the company she is an author of its research publications and a named inventor on its patent applications covering the codon-mapped sequence and its delivery formulations.",
    ],
  },
  {
    name: "Dr. Rafael Okonkwo",
    role: "Chief Scientific Officer",
    credentials: "MD, PhD, Immunology",
    description: "Directs the research programme and its preclinical studies.",
    specialization: "HIV immunology",
    biography: [
      "Dr. Rafael Okonkwo is Chief Scientific Officer and directs the research programme: the codon map, the cell-model studies now under way and the IND-enabling studies that follow them.",
      "A physician-scientist trained in immunology, he spent more than a decade studying latent HIV reservoirs and the cell-survival pathways they share with solid tumours, the observation at the root of the company's single-platform approach.",
      "He holds an MD and a PhD in immunology. He is the lead author of the company's publication describing the codon-level map and a named inventor on all three of its patent applications.",
    ],
  },
  {
    name: "Jordan Whitfield",
    role: "Chief Financial Officer",
    credentials: "MBA, CPA",
    description: "Oversees finance, investor relations and corporate governance.",
    specialization: "Life-science finance",
    biography: [
      `Jordan Whitfield is Chief Financial Officer, responsible for finance, investor relations and corporate governance, including the ${site.companyName} Series A and the company's filings with the SEC.`,
      "He has spent his career in life-science finance, structuring early-stage rounds for therapeutics companies and building the reporting investors rely on between financing rounds.",
      "He holds an MBA and is a Certified Public Accountant. He is the contact for investor questions and for the investor events listed on the Investment Opportunity page.",
    ],
  },
];

/** The leadership team by role, for authors, inventors and signatures. */
export const leaders = { ceo: team[0]!, cso: team[1]!, cfo: team[2]! } as const;

/** "Dr. Amara Lindqvist" as an author or inventor: "A. Lindqvist". */
export function citationName(member: TeamMember): string {
  const parts = member.name.replace(/^Dr\.\s+/, "").split(/\s+/);
  return `${parts[0]![0]}. ${parts.slice(1).join(" ")}`;
}

export const meetingRequest = {
  label: "Schedule Meeting",
  subject: `Meeting request: ${site.companyName} Series A`,
  body: [
    "Hello,",
    "",
    `I would like to schedule a meeting to discuss the ${site.companyName} Series A investment opportunity.`,
    "",
    "Name:",
    "Organisation:",
    "Preferred dates and times:",
    "",
    "Kind regards,",
  ].join("\n"),
} as const;
