import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach } from "vitest";

export interface ReceivedMail {
  to: string;
  raw: string;
}

/**
 * A real SMTP server on a fixed loopback port for tests: it can be taken down
 * (connections refused, as when the mail server is unreachable) and brought
 * back on the same port, and it can hold each message before accepting it, so
 * a test can show that a request answered while its mail was still in flight.
 */
export interface TestSmtpServer {
  port: number;
  inbox: ReceivedMail[];
  down(): Promise<void>;
  up(): Promise<void>;
  /** From now on, messages wait (their DATA is not answered) until release(). */
  hold(): void;
  /** Accepts every held message and stops holding. */
  release(): void;
  /** How many messages are waiting to be accepted. */
  held(): number;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const inbox: ReceivedMail[] = [];
  let holding = false;
  let waiting: (() => void)[] = [];
  let server: SMTPServer | undefined;

  async function listen(port: number): Promise<number> {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString("utf8");
        });
        stream.on("end", () => {
          const accept = () => {
            for (const rcpt of session.envelope.rcptTo) inbox.push({ to: rcpt.address, raw });
            callback();
          };
          if (holding) waiting.push(accept);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve) => s.listen(port, "127.0.0.1", resolve));
    server = s;
    const address = s.server.address();
    return typeof address === "object" && address ? address.port : port;
  }

  const port = await listen(0);
  return {
    port,
    inbox,
    async down() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async up() {
      if (!server) await listen(port);
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const accept = waiting;
      waiting = [];
      for (const a of accept) a();
    },
    held: () => waiting.length,
  };
}

/**
 * One test SMTP server for the whole file, up and accepting before each test
 * whatever the last one did to it. The accessor is called inside tests and
 * harness options, once `beforeAll` has started the server.
 */
export function useTestSmtpServer(): () => TestSmtpServer {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    smtp?.release();
    await smtp?.down();
  });
  beforeEach(async () => {
    smtp?.release();
    await smtp?.up();
  });
  return () => {
    if (!smtp) throw new Error("the test SMTP server starts in beforeAll");
    return smtp;
  };
}
