import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const privacyPolicySeed: PageValues<"privacy-policy"> = {
  title: "Privacy Policy",
  breadcrumb: "",
  description: "What information we collect, how we use and protect it, and your rights.",
  intro:
    "This policy explains what information {{companyName}} collects through this website, how we use and protect it, and the choices you have.",
  lastUpdatedLabel: "Last updated",
  lastUpdated: "2025-01-15",
  download: { label: "Download PDF", document: null },
  contentsTitle: "On this page",
  sections: [
    {
      title: "Information we collect",
      anchor: "information-we-collect",
      body: [
        "We collect only what you choose to give us and a minimum of technical data needed to run the site.",
        "- Contact details you send us, such as your name, e-mail address and telephone number\n- Your e-mail address and consent record if you subscribe to press-release alerts\n- Details you enter in a clinical trial pre-screening application, including health information\n- Account details for staff and partner accounts\n- Technical data such as browser type and pages requested, kept in server logs",
      ].join("\n\n"),
    },
    {
      title: "How we use information",
      anchor: "how-we-use-information",
      body: "We use information to answer enquiries, to assess trial eligibility when you ask us to, to operate partner accounts and to keep the site secure. We do not sell personal information and we do not use it for advertising.",
    },
    {
      title: "Press-release e-mail alerts",
      anchor: "press-release-alerts",
      body: [
        "If you subscribe to press-release alerts, we store your e-mail address, the time and IP address of your request, and the time and IP address at which you confirmed it through the link we mailed you. The confirmation time is the record of your consent. Until you confirm, we send nothing else; an unconfirmed request is deleted once its link expires after 24 hours.",
        "We use your address only to send one e-mail for each press release we publish. Every alert carries a one-click unsubscribe link, and mail programs that support it offer an unsubscribe button as well. Unsubscribing deletes your address straight away; the record that an alert was sent to it goes with it.",
        "Only administrators can see how many people subscribe and export the list, and each export is recorded in our audit log. We never share or sell the list.",
      ].join("\n\n"),
    },
    {
      title: "Data security",
      anchor: "data-security",
      body: "We protect information with encryption in transit, access limited to people who need it, and regular review of our safeguards. No system is perfectly secure, and we will tell affected people promptly if a breach occurs.",
    },
    {
      title: "Clinical trial pre-screening applications",
      anchor: "trial-applications",
      body: [
        "When you submit a pre-screening application we store your answers together with the consent texts you agreed to and the time you agreed. Your name, contact details and health information are encrypted in our database, and only our administrators can open an application; each time they view, export, change or delete one, our records note who did it.",
        "We delete each application automatically 365 days after we receive it. You can ask us to delete it sooner, or withdraw it, by writing to {{contactEmail}} with the reference number we gave you; we then delete the application and the copies of our e-mails about it, keeping only a note of its reference number and that it was deleted.",
      ].join("\n\n"),
    },
    {
      title: "Information sharing",
      anchor: "information-sharing",
      body: "We share information only with service providers bound by confidentiality who help us run the site or trials, with trial sites when you have agreed to it, or where the law requires it.",
    },
    {
      title: "Your rights",
      anchor: "your-rights",
      body: [
        "Depending on where you live, including under California law, you may have rights over your information.",
        "- Ask what information we hold about you\n- Ask us to correct or delete it\n- Withdraw consent you have given, such as consent to be contacted\n- Complain to a data protection authority",
      ].join("\n\n"),
    },
    {
      title: "Contact us",
      anchor: "contact",
      body: "Send privacy questions or requests to {{legalName}}, {{street}}, {{city}}, {{region}} {{postalCode}}. E-mail {{contactEmail}}, telephone {{phone}}.",
    },
    {
      title: "Updates to this policy",
      anchor: "updates",
      body: "We may update this policy as our activities change. The date at the top shows the latest revision; significant changes will be highlighted on this page.",
    },
  ],
};
