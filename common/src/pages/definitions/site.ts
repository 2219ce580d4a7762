import { field } from "../fields";

/** The navigation and footer links, each a label and where it goes. */
const links = (label: string, help?: string) =>
  field.list(
    label,
    "Link",
    { label: field.text("Label", { max: 60 }), to: field.text("Goes to", { max: 200, help: "/about or #contact" }) },
    { titleField: "label", help },
  );

/**
 * The `site` settings document: the company's identity and headline figures.
 * Every text and number leaf is a placeholder other pages write as
 * `{{name}}` (leaf names are unique across the groups), so a figure is typed
 * once. `figures` are checked at deploy: a page may not type one by hand.
 */
export const siteFields = {
  identity: field.group("Identity", {
    companyName: field.text("Company name", { max: 120 }),
    legalName: field.text("Legal name", { max: 160 }),
    tagline: field.text("Tagline", { max: 160 }),
    founded: field.text("Founded", { max: 60, help: "As written in prose, for example “September 2025”." }),
    foundingDate: field.text("Founding date for search engines", { max: 10, help: "YYYY-MM, for example 2025-09." }),
    incorporationState: field.text("State of incorporation", { max: 60 }),
    taxId: field.text("Tax id (EIN)", { max: 20 }),
  }),
  contact: field.group("Contact details", {
    contactEmail: field.text("General e-mail", { max: 200 }),
    regulatoryEmail: field.text("Regulatory e-mail", { max: 200 }),
    phone: field.text("Phone", { max: 40 }),
    street: field.text("Street", { max: 160 }),
    city: field.text("City", { max: 80 }),
    region: field.text("State or region", { max: 40 }),
    postalCode: field.text("Postal code", { max: 20 }),
    country: field.text("Country", { max: 80 }),
  }),
  figures: field.group(
    "Headline figures",
    {
      aminoAcids: field.number("Amino acids in the sequence", { integer: true, min: 1 }),
      mappedGenes: field.number("Therapeutic genes mapped", { integer: true, min: 0 }),
      geneMappings: field.text("Residue-to-gene mappings, as stated", { max: 20, help: "For example “123+”." }),
      pathways: field.text("Cellular pathways, as stated", { max: 20, help: "For example “15+”." }),
      diseaseAreas: field.number("Disease areas", { integer: true, min: 0 }),
      fundingTarget: field.text("Series A target", { max: 20, help: "For example “$50M”." }),
      addressableMarket: field.text("Combined addressable market", { max: 20 }),
    },
    {
      help: "Prose states these through placeholders such as {{mappedGenes}}; a deploy refuses a page that types one by hand.",
    },
  ),
  navigation: field.group("Navigation", {
    headerLinks: links("Header links", "Sections of the home page (#cures) or pages (/about)."),
    getStarted: field.link("Header button"),
    footerColumns: field.list(
      "Footer columns",
      "Column",
      { title: field.text("Title", { max: 60 }), links: links("Links") },
      { titleField: "title", max: 4 },
    ),
    legalLinks: links("Legal links"),
  }),
  footer: field.group("Footer", {
    disclaimer: field.markdown("Disclaimer"),
  }),
} as const;
