import { randomInt } from "node:crypto";
import { DOWNLOAD_ID_LENGTH } from "@helixmap/common/data-room/data-room-api";

/** Capital letters and digits without the look-alikes 0/O and 1/I, so an id read off a printout is unambiguous. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A fresh id for one view or download (32^12, about 60 bits, from the system's random source). */
export function newDownloadId(): string {
  let id = "";
  for (let i = 0; i < DOWNLOAD_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
