import { randomInt } from "node:crypto";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const block = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** A reference like `HM-7K3Q-9XRT` (matches REFERENCE_PATTERN): 40 random bits, told to the applicant. */
export const newReference = () => `HM-${block()}-${block()}`;
