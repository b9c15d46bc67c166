// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm, WHATSAPP_SEND } from "./ContactForm";
import { frame } from "../../content/frame";
import { Notices } from "../Notices";
import {
  contactMailtoLink,
  contactSubjects,
  contactWhatsappLink,
  contactWhatsappText,
  type ContactFields,
} from "../../lib/contact-message";
import { dismiss } from "../../lib/notices";

// Names by their start: what opens a new tab ends its name with a hint (tests/build/links.test.ts).
const sendWhatsapp = /^Enviar pelo WhatsApp/;
const whatsapp = "+55 19 99999-0000";
const email = "contato@example.com.br";
const phone = { display: "(19) 3333-4444", e164: "+551933334444" };
const filled: ContactFields = {
  name: "Maria da Silva",
  phone: "(19) 98888-7777",
  email: "maria@example.com",
  subject: "reparo",
  message: "A prensa parou.\nPodem vir amanhã?",
};

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <Notices closeLabel={frame.notices.close} />
      <ContactForm whatsapp={whatsapp} email={email} phone={phone} />
    </>,
  );
  return user;
}

// Pasting keeps every character as is ("type" would read "{" and "[" as key names) and is fast for long text.
async function fill(user: UserEvent, fields: ContactFields) {
  for (const [label, value] of [
    ["Nome completo", fields.name],
    ["Telefone", fields.phone],
    ["E-mail", fields.email],
    ["Mensagem", fields.message],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText("Assunto"), fields.subject);
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const status = () => screen.getByRole("status");

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

describe("ContactForm", () => {
  it("has five labelled, required fields and the subject options", () => {
    setup();
    const types = { "Nome completo": "text", Telefone: "tel", "E-mail": "email" };
    for (const [label, type] of Object.entries(types)) {
      const input = screen.getByRole("textbox", { name: label });
      expect([label, input.getAttribute("type"), (input as HTMLInputElement).required]).toEqual([label, type, true]);
    }
    const message = screen.getByRole("textbox", { name: "Mensagem" });
    expect([message.tagName, (message as HTMLTextAreaElement).required]).toEqual(["TEXTAREA", true]);
    const subject = screen.getByRole("combobox", { name: "Assunto" }) as HTMLSelectElement;
    expect(subject.required).toBe(true);
    expect(
      within(subject)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Selecione um assunto", ...contactSubjects.map((s) => s.label)]);
  });

  it("is a plain form to WhatsApp that submits only the business's number and the message", () => {
    setup();
    const form = screen.getByRole("button", { name: sendWhatsapp }).closest("form")!;
    expect([form.method, form.action, form.target, form.getAttribute("rel")]).toEqual([
      "get",
      WHATSAPP_SEND,
      "_blank",
      "noopener noreferrer",
    ]);
    const submitted = [...form.elements].filter((el) => el.getAttribute("name"));
    expect(submitted.map((el) => [el.getAttribute("name"), (el as HTMLInputElement).value])).toEqual([
      ["phone", "5519999990000"],
      ["text", ""],
    ]);
    expect(screen.queryAllByRole("button").every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
  });

  it("offers the e-mail alternative once hydrated, and a call button for emergencies", () => {
    setup();
    expect(screen.getByRole("button", { name: "Enviar por e-mail" }).hidden).toBe(false);
    const call = screen.getByRole("link", { name: "Ligar agora" });
    expect(call.getAttribute("href")).toBe(`tel:${phone.e164}`);
    expect(call.className).toContain("emergency-call");
  });

  it("opens WhatsApp in a new tab, cuts the opener, confirms and keeps the values", async () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(tab);
    const user = setup();
    await fill(user, filled);
    await user.click(screen.getByRole("button", { name: sendWhatsapp }));
    expect(open).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(contactWhatsappLink(whatsapp, filled), "_blank");
    expect(tab.opener).toBeNull();
    expect(status().textContent).toContain("Abrimos o WhatsApp com a sua mensagem");
    expect([valueOf("Nome completo"), valueOf("Assunto"), valueOf("Mensagem")]).toEqual([
      filled.name,
      filled.subject,
      filled.message,
    ]);
  });

  it("offers the link in a warning when the browser blocks the new tab", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const user = setup();
    await fill(user, filled);
    await user.click(screen.getByRole("button", { name: sendWhatsapp }));
    expect(status().textContent).toContain("O navegador bloqueou a nova aba");
    const link = within(status()).getByRole("link", { name: /^Abrir o WhatsApp com a mensagem/ });
    expect(link.getAttribute("href")).toBe(contactWhatsappLink(whatsapp, filled));
  });

  it("hands the message to the e-mail program", async () => {
    const original = Object.getOwnPropertyDescriptor(window, "location")!;
    const location = { href: "http://localhost/contato" };
    Object.defineProperty(window, "location", { configurable: true, value: location });
    try {
      const open = vi.spyOn(window, "open");
      const user = setup();
      await fill(user, filled);
      await user.click(screen.getByRole("button", { name: "Enviar por e-mail" }));
      expect(location.href).toBe(contactMailtoLink(email, filled));
      expect(open).not.toHaveBeenCalled();
      expect(status().textContent).toContain("Abrimos o seu programa de e-mail");
    } finally {
      Object.defineProperty(window, "location", original);
    }
  });

  it("does not send an empty form", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = setup();
    await user.click(screen.getByRole("button", { name: sendWhatsapp }));
    expect(open).not.toHaveBeenCalled();
    expect(status().textContent).toBe("");
  });

  it("carries hostile input into the link exactly as typed, never as markup", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const hostile: ContactFields = {
      name: `<img src=x onerror=alert(1)> "Zé" O'Brien & # ?`,
      phone: "+55 (19) 9 8888-7777 #1",
      email: "o'brien+teste@example.com",
      subject: "emergencia",
      message: `<script>alert("x")</script> 🔧🏭 & # ? %20\nlinha 2\n\n${"x".repeat(5000)}`,
    };
    const user = setup();
    await fill(user, hostile);
    await user.click(screen.getByRole("button", { name: sendWhatsapp }));
    expect(open).toHaveBeenCalledOnce();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/5519999990000");
    expect(url.searchParams.get("text")).toBe(contactWhatsappText(hostile));
    expect(valueOf("Nome completo")).toBe(hostile.name);
    expect(document.querySelector("img, script")).toBeNull();
  });
});
