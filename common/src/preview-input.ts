import { z } from "zod";
import { contentInputSchema } from "./api";

/**
 * What the staff form sends for its live preview: the unsaved values that show on the item's page. `id`
 * names the stored item the values stand for, so it is shown in place of its published version in lists.
 */
export const contentPreviewSchema = contentInputSchema
  .pick({ title: true, slug: true, content: true, contentType: true, summary: true, displayDate: true, fields: true })
  .extend({ id: z.uuid("Not a valid id").optional() });
export type ContentPreviewInput = z.input<typeof contentPreviewSchema>;

/** A page's unsaved document; the renderer checks it against the page's schema, as a deploy would. */
export const pagePreviewSchema = z.strictObject({ fields: z.record(z.string(), z.unknown()) });
