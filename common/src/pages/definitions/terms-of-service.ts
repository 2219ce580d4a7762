import { legalPageFields } from "./legal-page";

export const termsOfServiceFields = legalPageFields("terms-of-service");
