type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLInputElement && field.type === "file") return false;
  return field.value !== field.defaultValue;
}

/**
 * Tells React about a value the browser holds but React has not seen. React
 * reads a change by comparing the field with the last value it tracked, which
 * hydration set to what the visitor had typed already. Setting the rendered
 * value through the field's own property (which React watches) and the
 * visitor's through the browser's setter (which it does not) makes the
 * visitor's value a change again; the event React listens to for that kind
 * of field then reaches the page's handler once, as if it had happened now.
 */
function announce(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const checked = field.checked;
    field.checked = field.defaultChecked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(field, checked);
    // A plain Event, not a MouseEvent: React hears "click" for boxes, and the box must not toggle again.
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  const value = field.value;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Run once React has hydrated, before the loader replays the clicks and
 * submissions it recorded: whatever the visitor typed, ticked or chose while
 * the page was plain HTML reaches the page's state, so a replayed submission
 * sends it and a button that depends on it is enabled. Fields React renders
 * with a value are compared with the value they were rendered with.
 *
 * Every field is announced in the same task, so React renders once, after
 * all of them: a render in between would put the rendered value back into
 * each controlled field not announced yet. Handlers must therefore update
 * state from the latest state (`setValues((v) => …)`), not from their render's.
 */
export function adoptBrowserState(doc: Document): void {
  const changed = [...doc.querySelectorAll<Field>("input, textarea, select")].filter(changedByVisitor);
  for (const field of changed) announce(field);
}
