import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const secFilingsSeed: PageValues<"sec-filings"> = {
  ...{ title: "SEC Filings", description: "Regulatory filings and corporate information." },
  breadcrumb: "",
  intro:
    "As a private company we file only the notices our exempt offerings require. Copies here are summaries for convenience; the official record is held by the SEC.",
  filingsTitle: "Filings",
  tableCaption: "Filings, newest first",
  columns: {
    form: "Form",
    description: "Description",
    date: "Date",
    size: "Size",
    status: "Status",
    download: "Download",
  },
  noFilings: "No filings are published at the moment.",
  downloadLabel: "Download",
  corporateTitle: "Corporate information",
  corporateName: "{{legalName}}",
  corporateFacts: [
    { label: "Legal name", value: "{{legalName}}" },
    { label: "Trade name", value: "{{companyName}}" },
    { label: "EIN", value: "{{taxId}}" },
    { label: "Incorporation", value: "C corporation, incorporated {{founded}}" },
    { label: "State", value: "{{incorporationState}}" },
    { label: "Address", value: "{{street}}, {{city}}, {{region}} {{postalCode}}" },
    { label: "Status", value: "Active, privately held" },
  ],
};
