import { expect, type Locator } from "@playwright/test";

/** The switch between a Markdown field's editor and its Markdown source. */
const sourceSwitch = (form: Locator, label: string) =>
  form.getByRole("toolbar", { name: `Formatting of ${label}` }).getByRole("button", { name: "Markdown source" });

const source = (form: Locator, label: string) => form.getByRole("textbox", { name: `${label} (Markdown source)` });

/** Types Markdown into a staff form's Markdown field through its source view, as someone pasting Markdown does. */
export async function writeMarkdown(form: Locator, label: string, markdown: string) {
  await sourceSwitch(form, label).click();
  await source(form, label).fill(markdown);
  await sourceSwitch(form, label).click();
}

/** The field holds exactly this Markdown, as its source view shows. */
export async function expectMarkdown(form: Locator, label: string, markdown: string) {
  await sourceSwitch(form, label).click();
  await expect(source(form, label)).toHaveValue(markdown);
  await sourceSwitch(form, label).click();
}

/** The Markdown the field holds, read from its source view. */
export async function readMarkdown(form: Locator, label: string): Promise<string> {
  await sourceSwitch(form, label).click();
  const markdown = await source(form, label).inputValue();
  await sourceSwitch(form, label).click();
  return markdown;
}
