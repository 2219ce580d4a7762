import { describe, expect, it } from "vitest";
import { plainTextExcerpt, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders CommonMark", () => {
    expect(renderMarkdown("# Title\n\n- one\n- **two**")).toBe(
      "<h1>Title</h1>\n<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>\n",
    );
  });

  it("renders pipe tables, with a class of their own for the site's table styles", () => {
    expect(renderMarkdown("| Phase | Patients |\n| --- | --- |\n| 1 | **24** |")).toBe(
      '<table class="md-table">\n<thead>\n<tr>\n<th>Phase</th>\n<th>Patients</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td><strong>24</strong></td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it("keeps raw HTML as text", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("links only http(s), mailto and paths on this site, however the scheme is written", () => {
    const html = renderMarkdown(
      "[a](https://example.org) [b](mailto:ir@example.org) [c](javascript:alert(1)) [d](jav&#x61;script:x) [e](data:text/html,x) [f](/about) [h](//evil.example/x) ![g](vbscript:x)",
    );
    expect(html).toContain('<a href="https://example.org">a</a>');
    expect(html).toContain('<a href="mailto:ir@example.org">b</a>');
    expect(html).toContain('<a href="/about">f</a>');
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).not.toMatch(/href="(javascript|data|vbscript|\/\/)/);
    expect(html).not.toContain("<img");
  });

  it("loads no image: an image from any host is shown as its alt text, so no visitor is tracked by one", () => {
    const html = renderMarkdown(
      "![tracking *pixel* <b>](https://tracker.example/p.gif?visitor=1) and ![local](/favicon.svg) and ![](//cdn.example/x.png)",
    );
    expect(html).not.toMatch(/<img|src=|tracker\.example/);
    // Addresses other than http(s) are not links or images at all (validateLink): the Markdown stays as typed.
    expect(html).toBe("<p>tracking pixel &lt;b&gt; and local and ![](//cdn.example/x.png)</p>\n");
  });
});

describe("plainTextExcerpt", () => {
  it("turns the body into one line of text, cut at the limit", () => {
    expect(plainTextExcerpt("# Hello\n\nA **bold** & <b>raw</b> line.", 200)).toBe("Hello A bold & <b>raw</b> line.");
    expect(plainTextExcerpt("abcdef", 4)).toBe("abc…");
  });
});
