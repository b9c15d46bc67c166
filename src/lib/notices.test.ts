import { afterEach, describe, expect, it, vi } from "vitest";
import { dismiss, notify, subscribe, type Notice } from "./notices";

afterEach(() => dismiss());

describe("notices", () => {
  it("gives a new subscriber the current notice at once", () => {
    notify({ tone: "success", title: "Primeiro" });
    const seen: (Notice | null)[] = [];
    const stop = subscribe((notice) => seen.push(notice));
    expect(seen.map((n) => n?.title)).toEqual(["Primeiro"]);
    stop();
  });

  it("shows one at a time: a new notice replaces the last", () => {
    const listener = vi.fn();
    const stop = subscribe(listener);
    notify({ tone: "success", title: "Um" });
    notify({ tone: "warning", title: "Dois", action: { label: "Abrir", href: "https://wa.me/1" } });
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Dois", tone: "warning" }));
    stop();
  });

  it("dismisses only the notice it was asked to", () => {
    const listener = vi.fn();
    const stop = subscribe(listener);
    const first = notify({ tone: "success", title: "Um" });
    notify({ tone: "success", title: "Dois" });
    dismiss(first); // the timer of a replaced notice must not hide its successor
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Dois" }));
    dismiss();
    expect(listener).toHaveBeenLastCalledWith(null);
    stop();
  });

  it("stops calling a listener after unsubscribing", () => {
    const listener = vi.fn();
    subscribe(listener)();
    notify({ tone: "success", title: "Ninguém vê" });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
