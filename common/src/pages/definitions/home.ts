import { field } from "../fields";

export const homeFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
} as const;
