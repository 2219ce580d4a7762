/** While the root element has this class, page text cannot be selected, copied or opened in a context menu. */
export const PROTECT_CONTENT_CLASS = "protect-content";
/** Set on the root element by the web build when content protection is on (CONTENT_PROTECTION). */
export const CONTENT_PROTECTION_ATTRIBUTE = "data-content-protection";

/**
 * The one implementation of content protection, as inline script text: a
 * page is protected from its first parse, long before (and regardless of
 * whether) React hydrates, and the staff shell carries it too so a public page
 * reached by client-side navigation is protected alike. The listeners stay for
 * the document's lifetime and act only while the root has
 * PROTECT_CONTENT_CLASS, which the site layout adds and removes by path.
 * Form fields keep typing, selecting and pasting; F12, view-source and the
 * inspector shortcuts are blocked everywhere.
 */
export function contentProtectionScript(): string {
  // Written small: it counts towards each page's 2 KB of inline script (bench/budgets/limits.ts).
  return `(function(d){if(d.pc)return;d.pc=1;var r=d.documentElement;
function on(){return r.classList.contains(${JSON.stringify(PROTECT_CONTENT_CLASS)})}
function field(t){return t instanceof Element&&!!t.closest("input,textarea,select,[contenteditable=true]")}
d.addEventListener("keydown",function(e){var k=e.key.toLowerCase(),m=e.ctrlKey||e.metaKey,x=e.shiftKey||e.altKey;
if(on()&&(k=="f12"||m&&(x&&/^[ijc]$/.test(k)||/^[usacvxp]$/.test(k)&&(x||k=="u"||!field(e.target)))))e.preventDefault()},true);
"contextmenu copy cut paste selectstart dragstart".split(" ").forEach(function(n){d.addEventListener(n,function(e){if(on()&&!field(e.target))e.preventDefault()},true)})})(document);`;
}

/** A page that does not go through optimizePage (the staff shell) with the protection script added. */
export function withContentProtection(html: string): string {
  return html.replace("</head>", () => `<script>${contentProtectionScript()}</script></head>`);
}
