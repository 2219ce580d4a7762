/**
 * "Series A", or "Series A ($15M) and Series B ($20M)" when several rounds share a milestone;
 * `and` is the page's word before the last round.
 */
export function fundingText(parts: readonly { round: string; millions: number }[], and: string): string {
  if (parts.length === 1) return parts[0]!.round;
  const named = parts.map((p) => `${p.round} ($${p.millions}M)`);
  return `${named.slice(0, -1).join(", ")} ${and} ${named.at(-1)}`;
}
