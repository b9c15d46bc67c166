import { useEffect, useRef, useState } from "react";
import { AlertIcon, CheckIcon, CloseIcon } from "./icons/island-icons";
import { newTab } from "../lib/links";
import { NewTabHint } from "./ui/NewTabHint";
import {
  dismiss,
  notify,
  noticeOfEarlyClick,
  noticeOfLink,
  NOTICE_DURATION_MS,
  subscribe,
  type Notice,
} from "../lib/notices";
import { clsx } from "clsx";

/**
 * The notice area. Only pages that raise notices include it (as an island), so the others ship none
 * of its JavaScript. Islands raise notices with notify(); plain links with linkNotice(). The polite live
 * region is in the prerendered HTML, so screen readers already watch it when the first notice arrives.
 * A notice stays while pointed at or focused; one with an action (a link the visitor needs) stays until closed,
 * and its link takes the focus, so no one has to find it against a timer.
 * clsx, not cn(): tailwind-merge would add ~9 KB gzipped to the browser for no conflict to resolve.
 * Its words arrive as props (src/content/frame.ts), like every island's data.
 */
export function Notices({ closeLabel }: { closeLabel: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paused, setPaused] = useState(false);
  const actionRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => subscribe(setNotice), []);
  // Plain links made with linkNotice() raise their notice here, so they need no island of their own.
  useEffect(() => {
    // A link clicked while this island loaded (it hydrates on the visitor's first touch on some pages).
    const early = noticeOfEarlyClick();
    if (early) notify(early);
    const onClick = (event: MouseEvent) => {
      const notice = noticeOfLink(event.target);
      if (notice) notify(notice);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  useEffect(() => {
    if (notice?.action) actionRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (!notice || paused || notice.action) return;
    const timer = setTimeout(() => dismiss(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice, paused]);

  const Icon = notice?.tone === "warning" ? AlertIcon : CheckIcon;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3">
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-md">
        {notice && (
          <div
            key={notice.id}
            data-notice={notice.tone}
            onPointerEnter={() => setPaused(true)}
            onPointerLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            className={clsx(
              "pointer-events-auto flex gap-3 rounded-card border bg-raised p-4 pr-2 shadow-xl motion-safe:animate-[notice-in_180ms_ease-out]",
              notice.tone === "warning" ? "border-accent-strong" : "border-whatsapp",
            )}
          >
            <Icon
              className={clsx("mt-0.5 size-5 shrink-0", notice.tone === "warning" ? "text-warning" : "text-whatsapp")}
            />
            <div className="min-w-0 flex-1">
              <p className="font-bold text-heading">{notice.title}</p>
              {notice.description && <p className="mt-1 text-sm text-muted">{notice.description}</p>}
              {notice.action && (
                <a ref={actionRef} href={notice.action.href} {...newTab} className="standalone-link mt-2">
                  {notice.action.label}
                  <NewTabHint />
                </a>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismiss(notice.id)}
              className="grid size-8 shrink-0 place-items-center rounded-control text-muted hover:bg-primary-soft"
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
