import { describe, expect, it } from "vitest";
import {
  composeContactMessage,
  contactEmailSubject,
  contactMailtoLink,
  contactSubjects,
  contactWhatsappLink,
  subjectLabel,
  URGENT_BLANKS,
  URGENT_MESSAGE,
  URGENT_OPENING,
  withOrigin,
  type ContactFields,
} from "./contact-message";

const plain: ContactFields = {
  name: "Maria Souza",
  phone: "(19) 98888-7777",
  email: "maria@confeccao.com.br",
  subject: "reparo",
  message: "A overloque está pulando ponto.",
};

// Everything a visitor could paste: markup, script-like text, quotes, reserved URL characters, emoji,
// line breaks and a very long text.
const hostile: ContactFields = {
  name: `<img src=x onerror="alert('nome')"> Zé & Cia "Ltda" #1`,
  phone: "+55 (19) 9 8888-7777 ?x=1",
  email: "o'brien+teste@exemplo.com.br",
  subject: "emergencia",
  message:
    `<script>alert("oi")</script>\nLinha 2 com 100% & #hashtag?a=b\r\nLinha 3 🔧🧵 çãõ ‘aspas’ \`crase\`\n\n` +
    "x".repeat(5000),
};

describe("subjects", () => {
  it("are the five of the specification, in order", () => {
    expect(contactSubjects.map((s) => `${s.value}: ${s.label}`)).toEqual([
      "orcamento: Solicitar orçamento",
      "manutencao: Manutenção preventiva",
      "reparo: Reparo de equipamento",
      "emergencia: Atendimento de emergência",
      "outros: Outros",
    ]);
  });

  it("each open the message with a natural sentence; an emergency says it is urgent first", () => {
    for (const subject of contactSubjects) {
      const first = composeContactMessage({ ...plain, subject: subject.value }).split("\n")[0]!;
      expect(first).toBe(subject.opening);
      expect(first).toMatch(/^(Olá! \p{Lu}|URGENTE: \p{Ll}).+\.$/u);
      expect(first).not.toMatch(/falar sobre|gostaria de/);
    }
    expect(composeContactMessage({ ...plain, subject: "emergencia" }).split("\n")[0]).toBe(URGENT_OPENING);
    expect(URGENT_OPENING).toMatch(/^URGENTE/);
  });

  it("ends an urgent message with blanks for the machine and brand, the town and what it does, in that order", () => {
    const lines = composeContactMessage({ ...plain, subject: "emergencia" }).split("\n");
    expect(lines.slice(-3)).toEqual(["Máquina e marca: ", "Cidade: ", "O que ela está fazendo: "]);
    expect(URGENT_MESSAGE.split("\n")).toEqual([URGENT_OPENING, "", ...URGENT_BLANKS]);
    expect(composeContactMessage(plain)).not.toContain(URGENT_BLANKS[0]);
  });

  it("are shown by label", () => {
    expect(subjectLabel("emergencia")).toBe("Atendimento de emergência");
    expect(subjectLabel("desconhecido")).toBe("desconhecido");
  });
});

describe("composeContactMessage", () => {
  it("writes a Portuguese message with every field", () => {
    expect(composeContactMessage(plain)).toBe(
      [
        "Olá! Tenho uma máquina com defeito e preciso de um reparo.",
        "",
        "Nome: Maria Souza",
        "Telefone: (19) 98888-7777",
        "E-mail: maria@confeccao.com.br",
        "",
        "Mensagem:",
        "A overloque está pulando ponto.",
      ].join("\n"),
    );
  });

  it("keeps any input exactly as typed", () => {
    const text = composeContactMessage(hostile);
    expect(text).toContain(`Nome: ${hostile.name}\n`);
    expect(text).toContain(`Telefone: ${hostile.phone}\n`);
    expect(text).toContain(`E-mail: ${hostile.email}\n`);
    expect(text).toContain(`Mensagem:\n${hostile.message}\n`);
  });
});

describe("contactWhatsappLink", () => {
  it("carries the whole message, decoded back to the same text, then the line naming the form", () => {
    const link = contactWhatsappLink("+5519998765432", hostile);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/5519998765432");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    const [opening, ...rest] = composeContactMessage(hostile).split("\n");
    expect(url.searchParams.get("text")).toBe(
      [opening, "(Enviada pelo site: formulário de contato)", ...rest].join("\n"),
    );
    expect(link).not.toMatch(/[<>"` \n#]/);
  });
});

describe("contactMailtoLink", () => {
  it("has the subject label and name as subject and the message as body", () => {
    const link = contactMailtoLink("contato@empresa.com.br", hostile);
    expect(link.startsWith("mailto:contato@empresa.com.br?")).toBe(true);
    const params = new URLSearchParams(link.slice(link.indexOf("?") + 1));
    expect(params.get("subject")).toBe(contactEmailSubject(hostile));
    expect(params.get("subject")).toBe(`Atendimento de emergência - ${hostile.name}`);
    expect(params.get("body")).toBe(composeContactMessage(hostile).replace(/\r?\n/g, "\r\n"));
    expect(link).not.toMatch(/[<>"` \n#]/);
  });
});

describe("withOrigin", () => {
  it("names the origin under the first paragraph, so blanks to fill stay last", () => {
    expect(withOrigin("Olá! Um orçamento.", "Início")).toBe("Olá! Um orçamento.\n(Enviada pelo site: Início)");
    expect(withOrigin(URGENT_MESSAGE, "Contato").split("\n")).toEqual([
      URGENT_OPENING,
      "(Enviada pelo site: Contato)",
      "",
      ...URGENT_BLANKS,
    ]);
  });
});
