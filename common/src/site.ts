/**
 * The company's identity. Every value is a fictional placeholder; a real
 * deployment edits this one file (origin and admin e-mail can also be
 * overridden by SITE_ORIGIN and ADMIN_EMAIL).
 */
export const site = {
  companyName: "HelixMap Therapeutics",
  legalName: "HelixMap Therapeutics, Inc.",
  tagline: "Gene-mapping therapeutics for HIV and cancer",
  contactEmail: "contact@helixmap.example",
  regulatoryEmail: "regulatory@helixmap.example",
  phone: "+1 (555) 010-0142",
  address: {
    street: "100 Example Way, Suite 400",
    city: "San Francisco",
    region: "CA",
    postalCode: "94000",
    country: "United States",
  },
  taxId: "00-0000000",
  incorporationState: "Delaware",
  founded: "September 2025",
  origin: "https://www.helixmap.example",
  adminEmail: "admin@helixmap.example",
  /** Blocks copy, context menu and inspection shortcuts on public pages. */
  contentProtection: true,
} as const;

export function formatAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}
