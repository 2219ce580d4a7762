import { field } from "../fields";

export const financialInformationFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
} as const;
