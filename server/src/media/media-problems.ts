import { ApiProblem } from "../api/errors";

/** The refusals of an upload, each naming the file as the person chose it. */
export const mediaProblems = {
  /** Without a name only when the request was refused before its file part's header arrived. */
  tooLarge: (filename: string | undefined, maxBytes: number) =>
    new ApiProblem(
      413,
      "MEDIA_TOO_LARGE",
      `${filename === undefined ? "The upload" : `"${filename}"`} is larger than ${formatBytes(maxBytes)}, the largest file the library accepts`,
    ),
  unsupported: (filename: string, found: string | undefined) =>
    new ApiProblem(
      415,
      "MEDIA_UNSUPPORTED_TYPE",
      `"${filename}" is ${found ? `a ${found} file` : "not a file type the library knows"}; upload a JPEG, PNG, WebP, AVIF or GIF image, or a PDF`,
    ),
  unreadable: (filename: string, why: string) =>
    new ApiProblem(400, "MEDIA_UNREADABLE", `"${filename}" could not be read: ${why}`),
};

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
