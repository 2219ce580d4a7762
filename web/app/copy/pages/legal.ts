import { APPLICATION_RETENTION_DAYS_DEFAULT } from "@helixmap/common/constants";
import { formatAddress, site } from "@helixmap/common/site";

export const LEGAL_LAST_UPDATED = "January 15, 2025";
export const GOVERNING_LAW_STATE = "California";

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

const contactParagraph = `${site.legalName}, ${formatAddress()}. E-mail ${site.contactEmail}, telephone ${site.phone}.`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro: `This policy explains what information ${site.companyName} collects through this website, how we use and protect it, and the choices you have.`,
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      paragraphs: [
        "We collect only what you choose to give us and a minimum of technical data needed to run the site.",
      ],
      bullets: [
        "Contact details you send us, such as your name, e-mail address and telephone number",
        "Your e-mail address and consent record if you subscribe to press-release alerts",
        "Details you enter in a clinical trial pre-screening application, including health information",
        "Account details for staff and partner accounts",
        "Technical data such as browser type and pages requested, kept in server logs",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      paragraphs: [
        "We use information to answer enquiries, to assess trial eligibility when you ask us to, to operate partner accounts and to keep the site secure. We do not sell personal information and we do not use it for advertising.",
      ],
    },
    {
      id: "press-release-alerts",
      title: "Press-release e-mail alerts",
      paragraphs: [
        "If you subscribe to press-release alerts, we store your e-mail address, the time and IP address of your request, and the time and IP address at which you confirmed it through the link we mailed you. The confirmation time is the record of your consent. Until you confirm, we send nothing else; an unconfirmed request is deleted once its link expires after 24 hours.",
        "We use your address only to send one e-mail for each press release we publish. Every alert carries a one-click unsubscribe link, and mail programs that support it offer an unsubscribe button as well. Unsubscribing deletes your address straight away; the record that an alert was sent to it goes with it.",
        "Only administrators can see how many people subscribe and export the list, and each export is recorded in our audit log. We never share or sell the list.",
      ],
    },
    {
      id: "data-security",
      title: "Data security",
      paragraphs: [
        "We protect information with encryption in transit, access limited to people who need it, and regular review of our safeguards. No system is perfectly secure, and we will tell affected people promptly if a breach occurs.",
      ],
    },
    {
      id: "trial-applications",
      title: "Clinical trial pre-screening applications",
      paragraphs: [
        "When you submit a pre-screening application we store your answers together with the consent texts you agreed to and the time you agreed. Your name, contact details and health information are encrypted in our database, and only our administrators can open an application; each time they view, export, change or delete one, our records note who did it.",
        `We delete each application automatically ${APPLICATION_RETENTION_DAYS_DEFAULT} days after we receive it. You can ask us to delete it sooner, or withdraw it, by writing to ${site.contactEmail} with the reference number we gave you; we then delete the application and the copies of our e-mails about it, keeping only a note of its reference number and that it was deleted.`,
      ],
    },
    {
      id: "information-sharing",
      title: "Information sharing",
      paragraphs: [
        "We share information only with service providers bound by confidentiality who help us run the site or trials, with trial sites when you have agreed to it, or where the law requires it.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: [
        "Depending on where you live, including under California law, you may have rights over your information.",
      ],
      bullets: [
        "Ask what information we hold about you",
        "Ask us to correct or delete it",
        "Withdraw consent you have given, such as consent to be contacted",
        "Complain to a data protection authority",
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      paragraphs: [`Send privacy questions or requests to ${contactParagraph}`],
    },
    {
      id: "updates",
      title: "Updates to this policy",
      paragraphs: [
        "We may update this policy as our activities change. The date at the top shows the latest revision; significant changes will be highlighted on this page.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  intro: `These terms govern your use of the ${site.companyName} website and the materials offered on it.`,
  sections: [
    {
      id: "agreement",
      title: "Agreement to terms",
      paragraphs: ["By using this website you agree to these terms. If you do not agree, please do not use the site."],
    },
    {
      id: "use-licence",
      title: "Use licence",
      paragraphs: [
        "You may view and download materials from this site for your own non-commercial evaluation of the company. You may not modify, republish or sell them, remove proprietary notices, or use them to build a competing product.",
      ],
    },
    {
      id: "investment-disclaimer",
      title: "Investment disclaimer",
      paragraphs: [
        "Investment opportunities described on this site are for accredited investors only. Nothing on the site is an offer to sell, or a solicitation of an offer to buy, any security; any offer is made only through definitive offering documents.",
        "Projections and other forward-looking statements are estimates that may not come true. An investment in an early-stage biotechnology company is speculative and may be lost in full.",
      ],
    },
    {
      id: "proprietary-information",
      title: "Proprietary information",
      paragraphs: [
        "The site's content, including the platform descriptions, data, documents and trademarks, belongs to the company or its licensors and is protected by intellectual property law.",
      ],
    },
    {
      id: "limitations",
      title: "Limitations",
      paragraphs: [
        "The materials are provided as they are, without warranties of any kind. To the extent the law allows, the company is not liable for any damages arising from the use of, or inability to use, the site or its materials.",
      ],
    },
    {
      id: "medical-disclaimer",
      title: "Medical disclaimer",
      paragraphs: [
        "The therapies described are experimental and not approved by the FDA or any other regulator. Nothing on this site is medical advice. Speak to your doctor before making any decision about your health or treatment.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      paragraphs: [
        `These terms are governed by the laws of the State of ${GOVERNING_LAW_STATE}, without regard to its conflict-of-law rules, and disputes belong to the courts located in ${GOVERNING_LAW_STATE}.`,
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [`Questions about these terms can be sent to ${contactParagraph}`],
    },
    {
      id: "revisions",
      title: "Revisions",
      paragraphs: [
        "We may revise these terms at any time by updating this page. Continuing to use the site after a revision means you accept the revised terms.",
      ],
    },
  ],
};
