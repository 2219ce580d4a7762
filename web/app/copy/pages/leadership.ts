import { site } from "@helixmap/common/site";
import { leaders } from "../home/contact";
import type { TeamMember } from "../home/types";

/** The media kit's biographies, several paragraphs each; kept apart so the home page does not load them. */
const BIOGRAPHIES: Record<keyof typeof leaders, readonly string[]> = {
  ceo: [
    `Dr. Amara Lindqvist co-founded ${site.companyName} in ${site.founded} and leads its strategy, financing and partnerships as Chief Executive Officer. She set the company's principle of publishing its reasoning and open questions alongside its claims.`,
    "Before founding the company she ran a gene therapy research group for nine years, where her team worked on lipid nanoparticle delivery of nucleic acids to immune cells and on in silico screening of multi-target constructs for unintended interactions.",
    "She holds a PhD in molecular biology. At the company she is an author of its research publications and a named inventor on its patent applications covering the codon-mapped sequence and its delivery formulations.",
  ],
  cso: [
    "Dr. Rafael Okonkwo is Chief Scientific Officer and directs the research programme: the codon map, the cell-model studies now under way and the IND-enabling studies that follow them.",
    "A physician-scientist trained in immunology, he spent more than a decade studying latent HIV reservoirs and the cell-survival pathways they share with solid tumours, the observation at the root of the company's single-platform approach.",
    "He holds an MD and a PhD in immunology. He is the lead author of the company's publication describing the codon-level map and a named inventor on all three of its patent applications.",
  ],
  cfo: [
    `Jordan Whitfield is Chief Financial Officer, responsible for finance, investor relations and corporate governance, including the ${site.companyName} Series A and the company's filings with the SEC.`,
    "He has spent his career in life-science finance, structuring early-stage rounds for therapeutics companies and building the reporting investors rely on between financing rounds.",
    "He holds an MBA and is a Certified Public Accountant. He is the contact for investor questions and for the investor events listed on the Investment Opportunity page.",
  ],
};

export function biographyOf(member: TeamMember): readonly string[] {
  const role = (Object.keys(leaders) as (keyof typeof leaders)[]).find((key) => leaders[key] === member);
  if (!role) throw new Error(`No biography for ${member.name}`);
  return BIOGRAPHIES[role];
}
