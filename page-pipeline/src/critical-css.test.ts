import { describe, expect, it } from "vitest";
import { classesIn, criticalCss, criticalCssWork } from "./critical-css";

const css = [
  "@layer theme{:root{--spacing:.25rem}}",
  "@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.mt-0\\.5{margin-top:.125rem}",
  ".top-1\\/2{top:50%}.hover\\:underline:hover{text-decoration:underline}",
  "@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}",
  ':where(.space-y-4>:not(:last-child)){margin-block:1rem}.a,.b{color:red}.after\\:content-\\[\\"x\\"\\]:after{content:"x"}}',
  '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}',
].join("");

describe("classesIn", () => {
  it("reads every class of the markup, entities decoded", () => {
    expect([...classesIn('<p class="a  b"></p><i class="after:content-[&quot;x&quot;]"></i>')]).toEqual([
      "a",
      "b",
      'after:content-["x"]',
    ]);
  });
});

describe("criticalCss", () => {
  const html =
    '<div class="flex mt-0.5 top-1/2 hover:underline sm:flex space-y-4 b after:content-[&quot;x&quot;]"><h1>Hi</h1></div>';
  const out = criticalCss(css, html);

  it("keeps the rules of classes on the page, escaped names included", () => {
    for (const rule of [
      ".flex{display:flex}",
      ".mt-0\\.5{",
      ".top-1\\/2{",
      ".hover\\:underline:hover{",
      "@media (min-width:40rem){.sm\\:flex{display:flex}}",
      ":where(.space-y-4>:not(:last-child))",
      ".a,.b{color:red}",
      '.after\\:content-\\[\\"x\\"\\]:after',
    ]) {
      expect(out).toContain(rule);
    }
  });

  it("drops the rules of classes absent from the page, and media blocks left empty", () => {
    expect(out).not.toContain(".grid{");
    expect(out).not.toContain(".sm\\:grid");
  });

  it("keeps element rules, theme variables, layer order, @property and keyframes", () => {
    expect(out).toContain("@layer theme{:root{--spacing:.25rem}}");
    expect(out).toContain("*,:before{box-sizing:border-box}h1{font-size:2rem}");
    expect(out).toContain('@property --tw-x{syntax:"*";inherits:false}');
    expect(out).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(criticalCss("@layer theme,base;@layer components;", "")).toBe("@layer theme,base;@layer components;");
  });

  it("drops everything class-bound from a page without classes", () => {
    expect(criticalCss("@layer utilities{.flex{display:flex}}", "<p>x</p>")).toBe("@layer utilities{}");
  });
});

describe("criticalCss of many pages", () => {
  it("prunes the stylesheet once per set of classes, whatever the order or repetition on a page", () => {
    const sheet = `${css}.only-here{color:blue}`;
    const before = criticalCssWork.prunes;
    const first = criticalCss(sheet, '<p class="flex b">One</p>');
    expect(criticalCss(sheet, '<div class="b"><p class="flex b">Other words</p></div>')).toBe(first);
    expect(criticalCssWork.prunes - before).toBe(1);
  });

  it("prunes again for a page with another class, or another stylesheet", () => {
    const sheet = `${css}.only-here{color:blue}`;
    criticalCss(sheet, '<p class="flex b">One</p>');
    const before = criticalCssWork.prunes;
    expect(criticalCss(sheet, '<p class="flex b only-here">Two</p>')).toContain(".only-here{color:blue}");
    expect(criticalCss(`${sheet}.flex{gap:1px}`, '<p class="flex b">One</p>')).toContain(".flex{gap:1px}");
    expect(criticalCssWork.prunes - before).toBe(2);
  });
});
