import type { SiteValues } from "@helixmap/common/pages/page-catalogue";
import { ADMIN_PATHS, signInThen } from "@helixmap/common/routes";
import { site as identityDefaults } from "@helixmap/common/site";

const { address } = identityDefaults;

/** The `site` settings a new database starts with: the fictional identity defaults and today's figures. */
export const siteSeed: SiteValues = {
  identity: {
    companyName: identityDefaults.companyName,
    legalName: identityDefaults.legalName,
    tagline: identityDefaults.tagline,
    founded: identityDefaults.founded,
    foundingDate: "2025-09",
    incorporationState: identityDefaults.incorporationState,
    taxId: identityDefaults.taxId,
  },
  contact: {
    contactEmail: identityDefaults.contactEmail,
    regulatoryEmail: identityDefaults.regulatoryEmail,
    phone: identityDefaults.phone,
    street: address.street,
    city: address.city,
    region: address.region,
    postalCode: address.postalCode,
    country: address.country,
  },
  figures: {
    aminoAcids: 123,
    mappedGenes: 27,
    geneMappings: "123+",
    pathways: "15+",
    diseaseAreas: 2,
    fundingTarget: "$50M",
    addressableMarket: "$437B",
  },
  navigation: {
    headerLinks: [
      { label: "Cures", to: "#cures" },
      { label: "Technology", to: "#technology" },
      { label: "Science", to: "#science" },
      { label: "Applications", to: "#applications" },
      { label: "Research", to: "#research" },
      { label: "Investment", to: "#investment" },
      { label: "Contact", to: "#contact" },
    ],
    getStarted: { label: "Get Started", href: "#investment" },
    footerColumns: [
      {
        title: "Company",
        links: [
          { label: "About", to: "/about" },
          { label: "Technology Platform", to: "/technology" },
          { label: "Scientific Foundation", to: "/science" },
          { label: "Cures", to: "#cures" },
          { label: "Contact", to: "#contact" },
        ],
      },
      {
        title: "Investors",
        links: [
          { label: "Investment Opportunity", to: "/investment-opportunity" },
          { label: "Financial Information", to: "/financial-information" },
          { label: "SEC Filings", to: "/sec-filings" },
          { label: "Press Releases", to: "/press-releases" },
          { label: "Investment", to: "#investment" },
          { label: "Partner Data Room (sign in)", to: signInThen(ADMIN_PATHS.dataRoom) },
        ],
      },
      {
        title: "Resources",
        links: [
          { label: "Research Publications", to: "/research-publications" },
          { label: "Patent Portfolio", to: "/patent-portfolio" },
          { label: "Clinical Trials", to: "/clinical-trials" },
          { label: "Regulatory Updates", to: "/regulatory-updates" },
          { label: "Developer Portal", to: "/developers" },
        ],
      },
    ],
    legalLinks: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Service", to: "/terms-of-service" },
    ],
  },
  footer: {
    disclaimer:
      "**Investment disclaimer:** This website is for information only and is not an offer to sell or a solicitation of an offer to buy securities. Any offering is made only to accredited investors through definitive offering documents. Our therapies are experimental, have not been approved by any regulatory authority, and statements about them are forward-looking and unverified.",
  },
  words: {
    home: "Home",
    dashboard: "Dashboard",
    admin: "Admin",
    yourAccount: "Your account",
    signIn: "Sign In",
    register: "Register",
    logout: "Logout",
    menu: "Menu",
    openMenu: "Open menu",
    close: "Close",
    scrollToTop: "Scroll to top",
    skipToContent: "Skip to content",
    loadingDetails: "Loading details",
  },
  pressAlerts: {
    alertsPrompt: "Get press releases by e-mail",
    alertsTitle: "Press-release alerts by e-mail",
    alertsEmailLabel: "E-mail address",
    alertsSubscribe: "Subscribe",
    alertsSubscribing: "Subscribing...",
    alertsSent: "Almost done: we sent a confirmation link to {email}. Alerts start once you open it.",
    alertsFinePrint:
      "We mail you a confirmation link first; every alert has a one-click unsubscribe link. See our [privacy policy](/privacy-policy#press-release-alerts).",
    alertsUnreadable: "Something went wrong. Please try again.",
    alertsBackLink: "Go to the press releases",
    confirmTitle: "Confirm press-release alerts",
    confirmPrompt: "Press the button to confirm that you want an e-mail when we publish a press release.",
    confirmAction: "Confirm my subscription",
    confirmPending: "Confirming your subscription",
    confirmSuccess:
      "Thank you: your subscription is confirmed. You will receive an e-mail when we publish a press release.",
    confirmMissing: "This confirmation link is incomplete. Please subscribe again from the Press Releases page.",
    unsubscribeTitle: "Unsubscribe from press-release alerts",
    unsubscribePrompt: "Press the button to stop press-release alerts and delete your address.",
    unsubscribeAction: "Unsubscribe me",
    unsubscribePending: "Unsubscribing",
    unsubscribeSuccess: "You are unsubscribed and your address has been deleted. You will receive no further alerts.",
    unsubscribeMissing: "This unsubscribe link is incomplete. Use the link from your most recent alert.",
  },
};
