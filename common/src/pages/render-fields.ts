import { renderMarkdown } from "../markdown";
import type { MediaRendering } from "../media/published-media";
import type { FieldSpecs, ImageValue, LinkValue, Rendered } from "./fields";
import { resolvePlaceholders } from "./placeholders";

/**
 * A stored document as its page receives it: placeholders resolved in every
 * text, Markdown rendered to safe HTML (by the site's one renderer).
 */
export function renderFields<F extends FieldSpecs>(
  fields: F,
  values: Record<string, unknown>,
  vars: ReadonlyMap<string, string>,
  media?: MediaRendering,
): Rendered<F> {
  const out: Record<string, unknown> = {};
  const text = (s: string) => resolvePlaceholders(s, vars);
  for (const [name, spec] of Object.entries(fields)) {
    const value = values[name];
    switch (spec.kind) {
      case "text":
        out[name] = text(value as string);
        break;
      case "markdown":
        out[name] = { html: renderMarkdown(text(value as string), media) };
        break;
      case "link":
      case "document":
        out[name] = { ...(value as LinkValue), label: text((value as LinkValue).label) };
        break;
      case "image":
        out[name] = { ...(value as ImageValue), alt: text((value as ImageValue).alt) };
        break;
      case "group":
        out[name] = renderFields(spec.fields, value as Record<string, unknown>, vars, media);
        break;
      case "list":
        out[name] = (value as Record<string, unknown>[]).map((entry) => renderFields(spec.of, entry, vars, media));
        break;
      default:
        out[name] = value;
    }
  }
  return out as Rendered<F>;
}
