import { legalPageFields } from "./legal-page";

export const privacyPolicyFields = legalPageFields("privacy-policy");
