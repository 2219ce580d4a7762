/**
 * jsdom has no modal dialogs. This mirrors what a browser does for
 * `showModal()`: Escape cancels and closes the top dialog, and closing returns
 * focus to the element focused when it opened. Real browsers are covered by
 * the Playwright journeys.
 */
export function emulateModalDialogs(): void {
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  const proto = HTMLDialogElement.prototype;

  proto.showModal = function (this: HTMLDialogElement) {
    openers.set(this, document.activeElement);
    this.setAttribute("open", "");
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
    const opener = openers.get(this);
    if (opener instanceof HTMLElement) opener.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    const dialogs = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")];
    const top = dialogs.at(-1);
    if (top?.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  };
  document.addEventListener("keydown", onKeyDown);
}

/**
 * jsdom has no pointer capture; sonner's swipe-to-dismiss calls it when a test
 * clicks a toast's action.
 */
export function emulatePointerCapture(): void {
  const captured = new WeakMap<Element, Set<number>>();
  const proto = Element.prototype;
  proto.setPointerCapture = function (this: Element, id: number) {
    captured.set(this, (captured.get(this) ?? new Set()).add(id));
  };
  proto.releasePointerCapture = function (this: Element, id: number) {
    captured.get(this)?.delete(id);
  };
  proto.hasPointerCapture = function (this: Element, id: number) {
    return captured.get(this)?.has(id) ?? false;
  };
}
