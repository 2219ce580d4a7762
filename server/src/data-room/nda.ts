import type { NdaAccept, NdaResponse } from "@helixmap/common/data-room/data-room-api";
import { desc, eq } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import type { Executor } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { dataRoomNdaAcceptances, dataRoomNdaVersions, userProfiles } from "../db/schema";
import { currentNda, hasAccepted } from "./access-rules";
import type { Actor } from "./folders";

export async function ndaWithAcceptances(db: Executor): Promise<NdaResponse> {
  const rows = await db
    .select({ acceptance: dataRoomNdaAcceptances, email: userProfiles.email })
    .from(dataRoomNdaAcceptances)
    .leftJoin(userProfiles, eq(userProfiles.id, dataRoomNdaAcceptances.userId))
    .orderBy(desc(dataRoomNdaAcceptances.acceptedAt));
  return {
    nda: await currentNda(db),
    acceptances: rows.map(({ acceptance: a, email }) => ({
      userId: a.userId,
      email,
      name: a.name,
      version: a.version,
      acceptedAt: a.acceptedAt.toISOString(),
      ipAddress: a.ipAddress,
    })),
  };
}

/** A new NDA version: every partner must accept it before their next access. */
export async function writeNda(db: Executor, text: string, actor: Actor): Promise<NdaResponse> {
  await db.transaction(async (tx) => {
    const before = await currentNda(tx);
    const version = (before?.version ?? 0) + 1;
    await tx.insert(dataRoomNdaVersions).values({ version, text, createdBy: actor.userId });
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_nda_updated",
      resourceType: "data_room_nda",
      resourceId: String(version),
      oldValues: before ?? undefined,
      newValues: { version, text },
      ip: actor.ip,
    });
  });
  return ndaWithAcceptances(db);
}

/** Records who accepted which version, when and from where; the version must be the current one. */
export async function acceptNda(db: Executor, input: NdaAccept, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const nda = await currentNda(tx);
    if (!nda || nda.version !== input.version) {
      throw new ApiProblem(
        409,
        "DATA_ROOM_NDA_OUTDATED",
        "The NDA has changed since you opened it; read the current version and accept that",
        { version: nda ? `The current version is ${nda.version}` : "There is no NDA yet" },
      );
    }
    if (await hasAccepted(tx, actor.userId, nda.version)) return;
    try {
      await tx
        .insert(dataRoomNdaAcceptances)
        .values({ userId: actor.userId, version: nda.version, name: input.name, ipAddress: actor.ip });
    } catch (err) {
      if (isUniqueViolation(err)) return;
      throw err;
    }
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_nda_accepted",
      resourceType: "data_room_nda",
      resourceId: String(nda.version),
      newValues: { version: nda.version, name: input.name },
      ip: actor.ip,
    });
  });
}
