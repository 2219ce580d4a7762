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
      mainNavigation: field.text("Header navigation, for screen readers", { max: 60 }),
      breadcrumbTrail: field.text("Breadcrumb trail under the header, for screen readers", { max: 60 }),
      atomFeed: field.text("Feed link on a list page", {
        max: 80,
        help: "{title} stands for the list page's title, which also names its feed.",
      }),
      progressName: field.text("Progress bars, for screen readers", {
        max: 80,
        help: "{name} stands for what the bar measures: a workstream, a milestone, a funding stage.",
      }),
      completionName: field.text("Regulatory milestone bars, for screen readers", {
        max: 80,
        help: "{name} stands for the milestone's phase.",
      }),
      progressUnknown: field.text("A progress bar without a figure, for screen readers", { max: 60 }),
    },
    { help: "Buttons, links and labels of the header, footer and dialogs that every page shares." },
  ),
  errorPage: field.group(
    "When a page fails",
    {
      errorTitle: field.text("Heading", { max: 120 }),
      errorMessage: field.text("Text", { max: 300, multiline: true }),
      tryAgain: field.text("Button that shows the page again", { max: 40 }),
      reloadPage: field.text("Button that reloads the page", { max: 40 }),
    },
    {
      help: "Shown in place of a page that fails in the visitor's browser. Should the site's header fail too, the browser shows these words as the code states them.",
    },
  ),
  itemFacts: field.group(
    "Item pages: fact labels",
    {
      factCategory: field.text("Category (press releases, research documents)", { max: 40 }),
      factType: field.text("Type (publications, research documents, regulatory updates, events)", { max: 40 }),
      factStatus: field.text("Status (publications, patents, SEC filings, regulatory updates)", { max: 40 }),
      factAuthors: field.text("Authors (publications)", { max: 40 }),
      factJournal: field.text("Journal (publications)", { max: 40 }),
      factKeywords: field.text("Keywords (publications)", { max: 40 }),
      factNumber: field.text("Number (patents)", { max: 40 }),
      factFiled: field.text("Filing date (patents)", { max: 40 }),
      factInventors: field.text("Inventors (patents)", { max: 40 }),
      factClaims: field.text("Claims (patents)", { max: 40 }),
      factTerritories: field.text("Territories (patents)", { max: 40 }),
      factForm: field.text("Form (SEC filings)", { max: 40 }),
      factOffering: field.text("Offering (SEC filings)", { max: 40 }),
      factPriority: field.text("Priority (regulatory updates)", { max: 40 }),
      factImpact: field.text("Impact (regulatory updates)", { max: 40 }),
      factNextSteps: field.text("Next steps (regulatory updates)", { max: 40 }),
      factWhen: field.text("When (events)", { max: 40 }),
      factWhere: field.text("Where (events)", { max: 40 }),
    },
    { help: "The labels of the facts an item's own page lists under its title." },
  ),
  pressAlerts: field.group(
    "Press-release alerts",
    {
      alertsPrompt: field.text("Footer button that opens the sign-up", { max: 80 }),
      alertsTitle: field.text("Sign-up heading", { max: 80 }),
      alertsEmailLabel: field.text("E-mail field, for screen readers", { max: 60 }),
      alertsPlaceholder: field.text("E-mail field: example inside it", { max: 80 }),
      alertsSubscribe: field.text("Sign-up button", { max: 40 }),
      alertsSubscribing: field.text("Sign-up button while sending", { max: 40 }),
      alertsSent: field.text("After signing up", {
        max: 240,
        help: "{email} stands for the address the visitor typed.",
      }),
      alertsFinePrint: field.markdown("Below the sign-up"),
      alertsUnreadable: field.text("When the server's answer cannot be read", { max: 160 }),
      alertsBackLink: field.text("Link back to the press releases", { max: 80 }),
      confirmCrumb: field.text("Confirmation page: breadcrumb", { max: 60 }),
      confirmTitle: field.text("Confirmation page: heading", { max: 120 }),
      confirmPrompt: field.text("Confirmation page: what the button does", { max: 240 }),
      confirmAction: field.text("Confirmation page: button", { max: 60 }),
      confirmPending: field.text("Confirmation page: while confirming", { max: 80 }),
      confirmSuccess: field.text("Confirmation page: done", { max: 240 }),
      confirmMissing: field.text("Confirmation page: link without its token", { max: 240 }),
      unsubscribeCrumb: field.text("Unsubscribe page: breadcrumb", { max: 60 }),
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
