import type { TeamMember } from "./types";

export const team: readonly TeamMember[] = [
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
];

/** The leadership team by role, for authors, inventors and signatures. */
export const leaders = { ceo: team[0]!, cso: team[1]!, cfo: team[2]! } as const;

/** "Dr. Amara Lindqvist" as an author or inventor: "A. Lindqvist". */
export function citationName(member: TeamMember): string {
  const parts = member.name.replace(/^Dr\.\s+/, "").split(/\s+/);
  return `${parts[0]![0]}. ${parts.slice(1).join(" ")}`;
}
