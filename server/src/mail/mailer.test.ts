import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { createLogger } from "../log";
import { createMailer } from "./mailer";
import { confirmationMail } from "./templates";

it("writes each message to the outbox as JSON with its links when no SMTP server is configured", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "helixmap-outbox-"));
  try {
    const mailer = createMailer({
      from: "no-reply@helixmap.example",
      dataDir,
      log: createLogger("silent"),
      logLinks: true,
    });
    await mailer.send(confirmationMail("a@b.example", "http://localhost:3000/admin/confirm?token=abc"));
    const [file] = await readdir(join(dataDir, "outbox"));
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.json$/);
    const message = JSON.parse(await readFile(join(dataDir, "outbox", file!), "utf8"));
    expect(message).toMatchObject({
      to: "a@b.example",
      from: '"HelixMap Therapeutics" <no-reply@helixmap.example>',
      subject: "Confirm your HelixMap Therapeutics account",
      links: ["http://localhost:3000/admin/confirm?token=abc"],
    });
    expect(message.text).toContain("http://localhost:3000/admin/confirm?token=abc");
    expect(message.html).toContain('href="http://localhost:3000/admin/confirm?token=abc"');
    expect(Date.parse(message.createdAt)).not.toBeNaN();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

it("keeps the outbox readable by the server's user alone: its messages hold sign-in links", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "helixmap-outbox-"));
  try {
    await mkdir(join(dataDir, "outbox"), { mode: 0o755 });
    const mailer = createMailer({
      from: "no-reply@helixmap.example",
      dataDir,
      log: createLogger("silent"),
      logLinks: true,
    });
    await mailer.send(confirmationMail("a@b.example", "http://localhost:3000/admin/confirm?token=abc"));
    const [file] = await readdir(join(dataDir, "outbox"));
    expect((await stat(join(dataDir, "outbox"))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, "outbox", file!))).mode & 0o777).toBe(0o600);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
