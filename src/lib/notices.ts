// A tiny store for the site's notices (toasts): one at a time, each replacing the last, shown for
// NOTICE_DURATION_MS (one with an action, until closed). Islands raise them with notify(); the <Notices>
// island shows them. Plain data, so it is testable and costs a few hundred bytes (a notice library would
// cost ~8 KB gzipped).

export const NOTICE_DURATION_MS = 5000;

export interface Notice {
  id: number;
  tone: "success" | "warning";
  title: string;
  description?: string;
  /** A link the visitor may need, e.g. when the browser blocked a new tab. */
  action?: { label: string; href: string };
}

type Listener = (notice: Notice | null) => void;

let current: Notice | null = null;
let lastId = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(current);
}

/** Shows a notice in place of any current one; returns its id. */
export function notify(notice: Omit<Notice, "id">): number {
  current = { ...notice, id: ++lastId };
  emit();
  return current.id;
}

/** Hides the notice with this id (if it is still the one shown), or whatever is shown. */
export function dismiss(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

/** Calls the listener now and on every change; returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

/**
 * The notice a plain link raises when clicked, as data attributes: the <Notices> island reads them, so
 * the link needs no island (and no JavaScript) of its own.
 */
export function linkNotice(notice: Pick<Notice, "title" | "description">) {
  return { "data-notice-title": notice.title, "data-notice-description": notice.description };
}

/**
 * The attribute a click leaves on its target while an island hydrated on the visitor's first interaction
 * (`client:afterpaint="interaction"`, integrations/after-paint.js) is still loading.
 */
export const EARLY_CLICK = "data-early-click";

/** The notice of the last link made with linkNotice() clicked before the notice area ran, if any. */
export function noticeOfEarlyClick(): Omit<Notice, "id"> | null {
  const clicked = [...document.querySelectorAll(`[${EARLY_CLICK}]`)];
  for (const element of clicked) element.removeAttribute(EARLY_CLICK);
  return clicked.map(noticeOfLink).findLast((notice) => notice !== null) ?? null;
}

/** The notice of a link made with linkNotice(), or null for anything else. */
export function noticeOfLink(target: EventTarget | null): Omit<Notice, "id"> | null {
  const link = target instanceof Element ? target.closest<HTMLElement>("a[data-notice-title]") : null;
  if (!link) return null;
  const { noticeTitle: title = "", noticeDescription: description } = link.dataset;
  return { tone: "success", title, ...(description ? { description } : {}) };
}
