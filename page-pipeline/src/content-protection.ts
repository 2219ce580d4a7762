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
  return `(function(d){
if(d.protectedContent)return;d.protectedContent=1;
var root=d.documentElement;
function active(){return root.classList.contains(${JSON.stringify(PROTECT_CONTENT_CLASS)})}
function inField(t){return t instanceof Element&&t.closest("input,textarea,select,[contenteditable=true]")!==null}
d.addEventListener("keydown",function(e){
if(!active())return;
var k=e.key.toLowerCase(),mod=e.ctrlKey||e.metaKey,extra=e.shiftKey||e.altKey;
var blocked=k==="f12"||(mod&&((extra&&/^[ijc]$/.test(k))||/^[usacvxp]$/.test(k)));
if(blocked&&(k==="f12"||extra||k==="u"||!inField(e.target)))e.preventDefault();
},true);
["contextmenu","copy","cut","paste","selectstart","dragstart"].forEach(function(n){
d.addEventListener(n,function(e){if(active()&&!inField(e.target))e.preventDefault()},true);
});
})(document);`;
}

/** A page that does not go through optimizePage (the staff shell) with the protection script added. */
export function withContentProtection(html: string): string {
  return html.replace("</head>", () => `<script>${contentProtectionScript()}</script></head>`);
}
