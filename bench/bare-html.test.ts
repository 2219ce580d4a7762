import { describe, expect, it } from "vitest";
import { bareHtml } from "./bare-html";

describe("bareHtml", () => {
  it("keeps the words, elements and links, and drops style, script, icons and classes", () => {
    const page =
      '<html lang="en"><head><meta charSet="utf-8"/><style>p{color:red}</style><link rel="stylesheet" href="/a.css"/><script>x()</script></head>' +
      '<body><main class="flex"><h1 id="t">About</h1><svg viewBox="0 0 1 1"><path d="M0"/></svg><a href="/x" class="u">More</a><button type="button" aria-label="Menu">Open</button></main></body></html>';
    expect(bareHtml(page)).toBe(
      '<html lang="en"><head><meta charSet="utf-8"/></head><body><main><h1>About</h1><a href="/x">More</a><button>Open</button></main></body></html>',
    );
  });
});
