import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ContentInput } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { Credentials } from "./api-session";
import { repoRoot } from "./server-process";

export interface DemoAccounts {
  admin: Credentials;
  partner: Credentials;
}

const DEMO = "server/dist/demo.js";
export const BENCH_ADMIN_EMAIL = "bench-admin@helixmap.example";
const PARTNER_EMAIL = "partner@helixmap.example";

/** The password printed beside an e-mail address by the demo command. */
function passwordFor(output: string, email: string): string {
  const line = output.split("\n").find((l) => l.toLowerCase().includes(email));
  const password = line && /password\W+(\S+)/i.exec(line.slice(line.toLowerCase().indexOf(email) + email.length))?.[1];
  if (!password) throw new Error(`The demo command printed no password for ${email}:\n${output}`);
  return password;
}

/**
 * Creates a confirmed administrator and a confirmed partner with the
 * project's demo command, which opens the database itself, so it runs while
 * the server is stopped.
 */
export function createDemoAccounts(dataDir: string, databaseUrl: string | undefined): DemoAccounts {
  if (!existsSync(join(repoRoot, DEMO))) throw new Error(`${DEMO} is not in this build, so no demo accounts`);
  const output = execFileSync(process.execPath, [DEMO], {
    cwd: repoRoot,
    encoding: "utf8",
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl ?? "",
    },
  });
  return {
    admin: { email: BENCH_ADMIN_EMAIL, password: passwordFor(output, BENCH_ADMIN_EMAIL) },
    partner: { email: PARTNER_EMAIL, password: passwordFor(output, PARTNER_EMAIL) },
  };
}

// About the length of a real summary, so the list's payload is realistic.
const BODY = "Codon mapping links a synthetic sequence to therapeutic genes across cellular pathways. "
  .repeat(6)
  .trim();

function item(run: string, i: number): ContentInput {
  return {
    title: `Benchmark item ${i + 1}`,
    slug: `bench-${run}-${i + 1}`,
    content: BODY,
    // Public and partner only, so a partner's list holds every seeded item.
    visibility: i % 2 ? "partner" : "public",
    contentType: (["page", "research", "patent", "publication", "press_release"] as const)[i % 5],
    published: i % 3 !== 0,
  };
}

/** Creates `count` content items through the API as the administrator, a few at a time. */
export async function seedContent(baseUrl: string, adminCookie: string, count: number): Promise<void> {
  const run = Date.now().toString(36);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${baseUrl}${API_PATHS.content}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl, cookie: adminCookie },
        body: JSON.stringify(item(run, i)),
      });
      if (!res.ok) throw new Error(`Creating content item ${i + 1} answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
