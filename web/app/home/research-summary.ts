/** A document summary carries only the opening of a document (spec: public-site §9). */
export const SUMMARY_PREVIEW_LINES = 20;
