// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JoinProgramButton } from "./loyalty/JoinProgramButton";
import { frame } from "../content/frame";
import { loyalty } from "../content/loyalty";
import { Notices } from "./Notices";
import { dismiss, EARLY_CLICK, NOTICE_DURATION_MS, notify } from "../lib/notices";

afterEach(() => {
  dismiss();
  cleanup();
});

// jsdom cannot open the link's new tab; the click still reaches the document, as in a browser.
const stayOnPage = (event: MouseEvent) => event.preventDefault();

describe("a plain link with a notice (linkNotice)", () => {
  it("raises its notice when clicked, once the notice area is on the page", async () => {
    document.addEventListener("click", stayOnPage);
    const user = userEvent.setup();
    render(
      <>
        <Notices closeLabel={frame.notices.close} />
        <JoinProgramButton
          href="https://wa.me/5519999990000?text=Oi"
          label="Participar do programa"
          notice={loyalty.hero.joinNotice}
        />
      </>,
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    await user.click(screen.getByRole("link", { name: /^Participar do programa/ }));
    expect(status.textContent).toContain("Abrimos o WhatsApp em uma nova aba");
    expect(status.textContent).toContain("Programa de Fidelidade");
    document.removeEventListener("click", stayOnPage);
  });

  it("raises the notice of a link clicked while the notice area was still loading", () => {
    render(
      <JoinProgramButton
        href="https://wa.me/5519999990000?text=Oi"
        label="Participar do programa"
        notice={loyalty.hero.joinNotice}
      />,
    );
    const link = screen.getByRole("link", { name: /^Participar do programa/ });
    // What integrations/after-paint.js leaves on a click's target before the island runs.
    link.setAttribute(EARLY_CLICK, "");
    render(<Notices closeLabel={frame.notices.close} />);
    expect(screen.getByRole("status").textContent).toContain(loyalty.hero.joinNotice.title);
    expect(link.hasAttribute(EARLY_CLICK)).toBe(false);
  });

  it("raises nothing for a click elsewhere", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Notices closeLabel={frame.notices.close} />
        <p>Texto</p>
      </>,
    );
    await user.click(screen.getByText("Texto"));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});

describe("how long a notice stays", () => {
  it("goes after a few seconds, but one with a link the visitor needs stays, focused, until closed", () => {
    vi.useFakeTimers();
    try {
      render(<Notices closeLabel={frame.notices.close} />);
      const status = screen.getByRole("status");
      act(() => void notify({ tone: "success", title: "Mensagem pronta" }));
      act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS + 1));
      expect(status.textContent).toBe("");
      const action = { label: "Abrir o WhatsApp com a mensagem", href: "https://wa.me/5519999990000" };
      act(() => void notify({ tone: "warning", title: "O navegador bloqueou a nova aba", action }));
      act(() => vi.advanceTimersByTime(10 * NOTICE_DURATION_MS));
      const link = screen.getByRole("link", { name: new RegExp(`^${action.label}`) });
      expect(document.activeElement).toBe(link);
      act(() => screen.getByRole("button", { name: frame.notices.close }).click());
      expect(status.textContent).toBe("");
    } finally {
      vi.useRealTimers();
    }
  });
});
