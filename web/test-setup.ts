import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom has no modal dialogs; mirror the open/close contract the UI relies on.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// A component test that logs an error fails unless it expects that error.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0 && !(globalThis as { __expectConsoleError?: boolean }).__expectConsoleError) {
    throw new Error(`console.error was called: ${calls.map((c: unknown[]) => String(c[0])).join(" | ")}`);
  }
  (globalThis as { __expectConsoleError?: boolean }).__expectConsoleError = false;
});
