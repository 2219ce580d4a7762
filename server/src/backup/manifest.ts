import { z } from "zod";

/** Raised when the archive format changes in a way an older restore could not read. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_NAME = "manifest.json";

/** Member paths are plain relative names: nothing a crafted archive could use to write outside the work folder. */
const memberPath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/, "not a plain member path")
  .refine((p) => p !== MANIFEST_NAME, "the manifest is not a member");

const tableSchema = z.object({
  member: memberPath,
  rows: z.number().int().min(0),
  /** The columns dumped, in order (generated columns are left out and computed again on restore). */
  columns: z.array(z.string().min(1)).min(1),
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  product: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string().datetime(),
  migrations: z.object({ applied: z.number().int().min(0), last: z.string().nullable() }),
  database: z.object({
    engine: z.string(),
    /** Table name to its member, row count and columns. Tables added by later versions simply appear here. */
    tables: z.record(z.string(), tableSchema),
  }),
  /**
   * What the restore needs from outside the archive, by fingerprint only: the data keys the trial applications
   * are sealed under, and the AUTH_SECRET the two-factor secrets are sealed with.
   */
  secrets: z.object({
    dataKeyIds: z.array(z.string()),
    authSecret: z.object({ source: z.enum(["environment", "database"]), fingerprint: z.string() }),
    twoFactorEnrolments: z.number().int().min(0),
  }),
  /** Every member with its size and SHA-256, checked before a restore touches anything. */
  members: z.array(z.object({ path: memberPath, bytes: z.number().int().min(0), sha256: z.string().length(64) })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestMember = Manifest["members"][number];
