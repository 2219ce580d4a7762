/** A full-page replace, kept here so tests can observe it (jsdom cannot navigate). */
export function replaceLocation(path: string): void {
  window.location.replace(path);
}
