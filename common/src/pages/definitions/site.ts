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
  words: field.group(
    "Words on every page",
    {
      home: field.text("Home link and first breadcrumb", { max: 40 }),
      dashboard: field.text("Staff area link in the header", { max: 40 }),
      admin: field.text("Staff area link in the footer", { max: 40 }),
      yourAccount: field.text("Tooltip of the signed-in name", { max: 60 }),
      signIn: field.text("Sign-in link", { max: 40 }),
      register: field.text("Registration link", { max: 40 }),
      logout: field.text("Sign-out button", { max: 40 }),
      menu: field.text("Title of the phone menu", { max: 40 }),
      openMenu: field.text("Phone menu button, for screen readers", { max: 60 }),
      close: field.text("Close button of dialogs, for screen readers", { max: 40 }),
      scrollToTop: field.text("Scroll-to-top button, for screen readers", { max: 60 }),
      skipToContent: field.text("Skip link for keyboard users", { max: 60 }),
      loadingDetails: field.text("While a dialog's details load", { max: 60 }),
    },
    { help: "Buttons, links and labels of the header, footer and dialogs that every page shares." },
  ),
  pressAlerts: field.group(
    "Press-release alerts",
    {
      alertsPrompt: field.text("Footer button that opens the sign-up", { max: 80 }),
      alertsTitle: field.text("Sign-up heading", { max: 80 }),
      alertsEmailLabel: field.text("E-mail field, for screen readers", { max: 60 }),
      alertsSubscribe: field.text("Sign-up button", { max: 40 }),
      alertsSubscribing: field.text("Sign-up button while sending", { max: 40 }),
      alertsSent: field.text("After signing up", {
        max: 240,
        help: "{email} stands for the address the visitor typed.",
      }),
      alertsFinePrint: field.markdown("Below the sign-up"),
      alertsUnreadable: field.text("When the server's answer cannot be read", { max: 160 }),
      alertsBackLink: field.text("Link back to the press releases", { max: 80 }),
      confirmTitle: field.text("Confirmation page: heading", { max: 120 }),
      confirmPrompt: field.text("Confirmation page: what the button does", { max: 240 }),
      confirmAction: field.text("Confirmation page: button", { max: 60 }),
      confirmPending: field.text("Confirmation page: while confirming", { max: 80 }),
      confirmSuccess: field.text("Confirmation page: done", { max: 240 }),
      confirmMissing: field.text("Confirmation page: link without its token", { max: 240 }),
      unsubscribeTitle: field.text("Unsubscribe page: heading", { max: 120 }),
      unsubscribePrompt: field.text("Unsubscribe page: what the button does", { max: 240 }),
      unsubscribeAction: field.text("Unsubscribe page: button", { max: 60 }),
      unsubscribePending: field.text("Unsubscribe page: while unsubscribing", { max: 80 }),
      unsubscribeSuccess: field.text("Unsubscribe page: done", { max: 240 }),
      unsubscribeMissing: field.text("Unsubscribe page: link without its token", { max: 240 }),
    },
    { help: "The e-mail sign-up in the footer and on Press Releases, and the pages its mailed links open." },
  ),
} as const;
