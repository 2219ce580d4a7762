/** Id of the data block holding the page's hydration module until it may run. */
export const DEFERRED_MODULE_ID = "deferred-hydration";
/** Marks the data blocks holding React Router's inline context scripts (the page's loader data) until hydration. */
export const DEFERRED_CONTEXT_ATTRIBUTE = "data-deferred-context";
/** Marks a stylesheet that loads without blocking the first paint and applies once the page has loaded. */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";

import { CONTENT_PROTECTION_ATTRIBUTE, contentProtectionScript, PROTECT_CONTENT_CLASS } from "./content-protection";

/** What shows a visitor is about to use the page: any of these starts hydration. */
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];

/**
 * The one script a public page runs before its first paint: inline, nothing
 * fetched. The page hydrates on the visitor's first sign of intent (see
 * INTENT_EVENTS): the loader then runs React Router's context scripts (the
 * page's loader data, kept as data blocks so a page's content costs no
 * script before that; a deployed page fetches them instead, as the first
 * import of the hydration module, see optimize-page.ts) in document order,
 * and turns the data block back into the module script React Router wrote,
 * in the same place, so hydration finds the markup it rendered. Until the
 * root sets `data-hydrated`, it records what the visitor does (clicks, key
 * presses, form submissions) and replays it once React's handlers are
 * attached. The full stylesheet, for what scripts
 * render later, is applied when hydration starts: applying it at load would
 * restyle the whole page for nothing while it is being measured.
 *
 * Links, form fields, labels and summaries keep their native behaviour
 * before hydration; a submit button lets its form's submit event be the one
 * recorded. A recorded event goes no further, so React, attaching its
 * handlers while it hydrates, never sees it too: each is handled once, by
 * its replay, one per task so each replay sees the state the previous one
 * left. An event arriving after hydration while replays are still queued
 * joins the queue: it never overtakes the ones the visitor made before it.
 * What the browser itself changed meanwhile (typed values, ticked boxes, the
 * scroll position) is read by the app when it hydrates
 * (web/app/shell/adopt-browser-state.ts). Content protection is on from the
 * first parse when the build asks for it.
 */
export function hydrationLoader(): string {
  return `${contentProtectionScript()}
(function(){
var doc=document,root=doc.documentElement,queue=[],started=false,replaying=false;
if(root.getAttribute(${JSON.stringify(CONTENT_PROTECTION_ATTRIBUTE)})==="on")root.classList.add(${JSON.stringify(PROTECT_CONTENT_CLASS)});
var NATIVE="a[href],input,select,textarea,label,summary,[contenteditable=true]";
function hydrated(){return root.dataset.hydrated==="true"}
function start(){
if(started)return;started=true;
doc.querySelectorAll("link[${DEFERRED_STYLE_ATTRIBUTE}]").forEach(function(link){link.media="all"});
doc.querySelectorAll("script[${DEFERRED_CONTEXT_ATTRIBUTE}]").forEach(function(data){
var context=doc.createElement("script");
context.textContent=data.textContent;
data.replaceWith(context);
});
var block=doc.getElementById(${JSON.stringify(DEFERRED_MODULE_ID)});
if(!block)return;
var script=doc.createElement("script");
script.type="module";
script.textContent=block.textContent;
block.replaceWith(script);
}
function later(event,fn){event.stopImmediatePropagation();queue.push(fn);start()}
function record(event){
if(replaying||hydrated()&&!queue.length)return;
var target=event.target;
if(!(target instanceof Element))return;
if(event.type==="submit"){
var submitter=event.submitter;
event.preventDefault();
later(event,function(){target.requestSubmit(submitter&&submitter.form===target?submitter:undefined)});
return;
}
if(target.closest(NATIVE))return;
if(event.type==="click"){
var button=target.closest("button");
if(button&&(button.disabled||(button.type==="submit"&&button.form)))return;
var receiver=button||target;
event.preventDefault();
later(event,function(){if(receiver.isConnected)receiver.dispatchEvent(new MouseEvent("click",{bubbles:true,cancelable:true,view:window,detail:1}))});
return;
}
if(event.ctrlKey||event.metaKey||event.altKey||event.key==="Tab"||event.key==="Shift")return;
if((event.key==="Enter"||event.key===" ")&&target.closest("button"))return;
var init={key:event.key,code:event.code,shiftKey:event.shiftKey,bubbles:true,cancelable:true};
later(event,function(){if(target.isConnected)target.dispatchEvent(new KeyboardEvent("keydown",init))});
}
["click","keydown","submit"].forEach(function(type){doc.addEventListener(type,record,true)});
new MutationObserver(function(_,observer){
if(!hydrated())return;
observer.disconnect();
setTimeout(function next(){var fn=queue.shift();if(fn){replaying=true;fn();replaying=false;setTimeout(next,0)}},0);
}).observe(root,{attributes:true,attributeFilter:["data-hydrated"]});
${JSON.stringify(INTENT_EVENTS)}.forEach(function(type){addEventListener(type,start,{capture:true,passive:true,once:true})});
})();`;
}
