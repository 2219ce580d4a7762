/**
 * The partner data room's API contract (issue 26): what the routes answer and
 * the bodies and queries the server checks. The server validates with these
 * schemas; the staff web app reads the types.
 */
import { z } from "zod";

export const DATA_ROOM_FOLDER_NAME_MAX = 200;
export const DATA_ROOM_FOLDER_DESCRIPTION_MAX = 2000;
export const DATA_ROOM_NDA_TEXT_MAX = 50_000;
export const DATA_ROOM_SIGNER_NAME_MAX = 200;
/** A folder's place in the list (a PostgreSQL integer, kept well inside it). */
export const DATA_ROOM_POSITION_MAX = 1_000_000;
/** The access log answers at most this many entries per request (the CSV has every matching one). */
export const DATA_ROOM_LOG_LIMIT = 500;
/** A download id: 12 capital letters and digits, from a random source, one per view or download. */
export const DOWNLOAD_ID_LENGTH = 12;
export const DOWNLOAD_ID_PATTERN = /^[A-Z0-9]{12}$/;

export const ACCESS_KINDS = ["view", "download"] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ndaSchema = z.object({ version: z.number().int(), text: z.string() });
export type Nda = z.infer<typeof ndaSchema>;

export const dataRoomDocumentSchema = z.object({
  id: z.string().uuid(),
  folderId: z.string().uuid(),
  assetId: z.string().uuid(),
  filename: z.string(),
  pages: z.number().int().nullable(),
  bytes: z.number().int(),
  /** Shown in the in-page viewer only; the download route refuses it. */
  viewOnly: z.boolean(),
  createdAt: z.string(),
});
export type DataRoomDocument = z.infer<typeof dataRoomDocumentSchema>;

export const dataRoomFolderSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  documents: z.array(dataRoomDocumentSchema),
});
export type DataRoomFolder = z.infer<typeof dataRoomFolderSchema>;

/**
 * `GET /api/data-room`. A partner who has not accepted the current NDA gets
 * the NDA and no folders; `nda` is null until an administrator writes one
 * (and then partners cannot enter).
 */
export interface DataRoomResponse {
  nda: Nda | null;
  ndaAccepted: boolean;
  folders: DataRoomFolder[];
}

export const ndaAcceptSchema = z.strictObject({
  version: z.number({ message: "The NDA version you read is required" }).int().positive().max(2_147_483_647),
  name: z
    .string({ message: "Type your full name" })
    .trim()
    .min(1, "Type your full name")
    .max(DATA_ROOM_SIGNER_NAME_MAX, `At most ${DATA_ROOM_SIGNER_NAME_MAX} characters`),
});
export type NdaAccept = z.output<typeof ndaAcceptSchema>;

export const ndaPutSchema = z.strictObject({
  text: z
    .string({ message: "The NDA text is required" })
    .trim()
    .min(1, "The NDA text is required")
    .max(DATA_ROOM_NDA_TEXT_MAX, `At most ${DATA_ROOM_NDA_TEXT_MAX} characters`),
});

export interface NdaAcceptance {
  userId: string | null;
  email: string | null;
  /** The name the partner typed when accepting. */
  name: string;
  version: number;
  acceptedAt: string;
  ipAddress: string | null;
}

/** `GET`/`PUT /api/data-room/nda`: the current NDA (null before the first) and every acceptance, newest first. */
export interface NdaResponse {
  nda: Nda | null;
  acceptances: NdaAcceptance[];
}

const folderName = z
  .string({ message: "A folder name is required" })
  .trim()
  .min(1, "A folder name is required")
  .max(DATA_ROOM_FOLDER_NAME_MAX, `At most ${DATA_ROOM_FOLDER_NAME_MAX} characters`);
const folderDescription = z
  .string()
  .trim()
  .max(DATA_ROOM_FOLDER_DESCRIPTION_MAX, `At most ${DATA_ROOM_FOLDER_DESCRIPTION_MAX} characters`);

export const folderCreateSchema = z.strictObject({ name: folderName, description: folderDescription.default("") });
export const folderPatchSchema = z.strictObject({
  name: folderName.optional(),
  description: folderDescription.optional(),
  position: z
    .number()
    .int()
    .min(0, "At least 0")
    .max(DATA_ROOM_POSITION_MAX, `At most ${DATA_ROOM_POSITION_MAX}`)
    .optional(),
});
export type FolderPatch = z.output<typeof folderPatchSchema>;

export interface DataRoomFolderResponse {
  folder: DataRoomFolder;
}

export const documentAddSchema = z.strictObject({
  assetId: z.string({ message: "Pick a PDF from the media library" }).uuid("Not a valid id"),
  viewOnly: z.boolean().default(false),
});

export interface DataRoomDocumentResponse {
  document: DataRoomDocument;
}

export const GRANT_STATES = ["active", "expired", "revoked"] as const;
export type GrantState = (typeof GRANT_STATES)[number];

export const grantCreateSchema = z.strictObject({
  userId: z.string({ message: "Pick a partner" }).min(1, "Pick a partner"),
  folderId: z.string({ message: "Pick a folder" }).uuid("Not a valid id"),
  /** Until when the grant lasts (an ISO time with offset); null or absent: until revoked. */
  expiresAt: z.string().datetime({ offset: true, message: "A date and time, e.g. 2027-01-31T18:00:00Z" }).nullish(),
});

export const grantListQuerySchema = z.strictObject({
  userId: z.string().min(1).optional(),
  folderId: z.string().uuid("Not a valid id").optional(),
});

export interface DataRoomGrant {
  id: string;
  userId: string;
  email: string;
  fullName: string | null;
  folderId: string;
  folderName: string;
  expiresAt: string | null;
  revokedAt: string | null;
  state: GrantState;
  createdAt: string;
}

export interface DataRoomGrantsResponse {
  grants: DataRoomGrant[];
}
export interface DataRoomGrantResponse {
  grant: DataRoomGrant;
}

export const accessLogQuerySchema = z.strictObject({
  documentId: z.string().uuid("Not a valid id").optional(),
  userId: z.string().min(1).optional(),
  downloadId: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(DOWNLOAD_ID_PATTERN, `${DOWNLOAD_ID_LENGTH} letters and digits`))
    .optional(),
  format: z.enum(["json", "csv"]).default("json"),
});

export interface AccessLogEntry {
  id: string;
  kind: AccessKind;
  downloadId: string;
  userId: string | null;
  email: string | null;
  fullName: string | null;
  documentId: string | null;
  assetId: string;
  filename: string;
  /** The SHA-256 of the file version that was stamped and served. */
  fileSha256: string;
  ipAddress: string | null;
  createdAt: string;
}

export interface AccessLogResponse {
  entries: AccessLogEntry[];
}
