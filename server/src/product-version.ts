import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

let version: string | undefined;

/** The product's version, from the repository's package.json . */
export function productVersion(): string {
  if (version) return version;
  // server/src/ and server/dist/ are both two levels below the repository's root.
  const path = fileURLToPath(new URL("../../package.json", import.meta.url));
  const pkg = existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as { name?: string; version?: string }) : {};
  if (pkg.name !== "helixmap" || !pkg.version) throw new Error(`${path} is not the product's package.json`);
  version = pkg.version;
  return version;
}
