// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { JoinProgramButton } from "./loyalty/JoinProgramButton";
import { frame } from "../content/frame";
import { loyalty } from "../content/loyalty";
import { Notices } from "./Notices";
import { dismiss, EARLY_CLICK } from "../lib/notices";

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
    await user.click(screen.getByRole("link", { name: "Participar do programa" }));
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
    const link = screen.getByRole("link", { name: "Participar do programa" });
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
