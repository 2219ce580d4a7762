import { formatAddress, site } from "@helixmap/common/site";

export type FilingStatus = "Filed" | "Pending";

/** What an offering notice reports (Form D, items 6 to 16). */
export interface OfferingNotice {
  round: string;
  exemption: string;
  totalMillions: number;
  soldMillions: number;
  firstSale: string;
  investors: number;
  amendment: boolean;
}

export interface SecFiling {
  form: string;
  description: string;
  date: string;
  size: string;
  status: FilingStatus;
  /** Present for Form D and its amendments. */
  offering?: OfferingNotice;
}

export const secFilings: readonly SecFiling[] = [
  {
    form: "Form D/A",
    description: "Amendment to the Series A notice of exempt offering, reporting additional sales.",
    date: "December 15, 2025",
    size: "156 KB",
    status: "Pending",
    offering: {
      round: "Series A",
      exemption: "Rule 506(c)",
      totalMillions: 50,
      soldMillions: 10,
      firstSale: "November 28, 2025",
      investors: 6,
      amendment: true,
    },
  },
  {
    form: "Form D",
    description: "Notice of exempt offering of securities for the Series A round under Rule 506(c).",
    date: "November 24, 2025",
    size: "212 KB",
    status: "Filed",
    offering: {
      round: "Series A",
      exemption: "Rule 506(c)",
      totalMillions: 50,
      soldMillions: 0,
      firstSale: "Yet to occur",
      investors: 0,
      amendment: false,
    },
  },
  {
    form: "Form D (Seed)",
    description: "Notice of exempt offering of securities for the seed financing under Rule 506(b).",
    date: "October 14, 2025",
    size: "198 KB",
    status: "Filed",
    offering: {
      round: "Seed",
      exemption: "Rule 506(b)",
      totalMillions: 2,
      soldMillions: 2,
      firstSale: "October 9, 2025",
      investors: 9,
      amendment: false,
    },
  },
  {
    form: "Form ID",
    description: "Application for access codes to file electronically on EDGAR.",
    date: "September 29, 2025",
    size: "84 KB",
    status: "Filed",
  },
];

export const corporateInfo = {
  legalName: site.legalName,
  tradeName: site.companyName,
  ein: site.taxId,
  incorporation: `C corporation, incorporated ${site.founded}`,
  state: site.incorporationState,
  address: formatAddress(),
  status: "Active, privately held",
} as const;

export const corporateInfoLabels: Record<keyof typeof corporateInfo, string> = {
  legalName: "Legal name",
  tradeName: "Trade name",
  ein: "EIN",
  incorporation: "Incorporation",
  state: "State",
  address: "Address",
  status: "Status",
};

export const filingsNotice =
  "As a private company we file only the notices our exempt offerings require. Copies here are summaries for convenience; the official record is held by the SEC.";
