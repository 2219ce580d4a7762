/** Download file names: every non-alphanumeric character of the title becomes an underscore. */
export function fileNameFromTitle(title: string, extension: "pdf" | "txt"): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, "_")}.${extension}`;
}
