/**
 * What a deploy refuses so the site cannot contradict itself: a placeholder
 * that names no setting, and a headline figure typed by hand in a page where
 * the setting exists (the page would go stale when the figure changes).
 */
import { eachText, type FieldSpecs } from "./fields";
import { placeholdersIn } from "./placeholders";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The figure as a whole token: "$50M" but not "$500M", "15+" but not "115+". */
const literal = (value: string) => new RegExp(`(?<![\\w$.])${escape(value)}(?![\\w])`);

/** How prose states each figure of the site settings' `figures` group when typed by hand. */
const HAND_TYPED: Record<string, (value: string) => RegExp> = {
  aminoAcids: (v) => new RegExp(`\\b${escape(v)}[- ]amino[- ]acids?\\b`, "i"),
  mappedGenes: (v) => new RegExp(`\\b${escape(v)}[- ](?:distinct |therapeutic |mapped )*genes?\\b`, "i"),
  diseaseAreas: (v) => new RegExp(`\\b${escape(v)} disease areas\\b`, "i"),
  geneMappings: literal,
  pathways: literal,
  fundingTarget: literal,
  addressableMarket: literal,
};

export interface ContentProblem {
  /** The page (or item) the problem is in, as staff know it. */
  where: string;
  /** The field's path, such as `story` or `values.2.description`. */
  field: string;
  message: string;
}

/** Problems of one document's stored values. Figures are checked only where `checkFigures` (pages, not dated items). */
export function documentProblems(
  where: string,
  fields: FieldSpecs,
  values: Record<string, unknown>,
  settings: ReadonlyMap<string, string>,
  figures: ReadonlyMap<string, string> | null,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  eachText(fields, values, (field, text) => {
    for (const name of placeholdersIn(text)) {
      if (!settings.has(name)) problems.push({ where, field, message: `{{${name}}} names no site setting` });
    }
    if (!figures) return;
    const prose = text.replace(/\{\{[^}]*\}\}/g, " ");
    for (const [name, value] of figures) {
      const pattern = HAND_TYPED[name]?.(value);
      if (pattern?.test(prose)) {
        problems.push({ where, field, message: `states ${value} by hand: write {{${name}}} so it follows the setting` });
      }
    }
  });
  return problems;
}

export function problemText(p: ContentProblem): string {
  return `${p.where}, field ${p.field}: ${p.message}`;
}
