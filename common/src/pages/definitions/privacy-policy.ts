import { field } from "../fields";

export const privacyPolicyFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
} as const;
