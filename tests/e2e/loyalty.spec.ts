import { messages } from "../../src/config/site";
import { NOTICE_DURATION_MS } from "../../src/lib/notices";
import { expect, stubWhatsApp, test, whatsappText } from "./fixtures";

test.describe("loyalty page", () => {
  test.beforeEach(async ({ page }) => {
    await stubWhatsApp(page);
    await page.goto("/fidelidade");
  });

  test("has its title, description and one h1", async ({ page }) => {
    await expect(page).toHaveTitle(/^Programa de Fidelidade \| /);
    await expect(page.locator("h1")).toHaveText("Programa de Fidelidade");
    expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(80);
  });

  test("'Participar do Programa' opens WhatsApp with the joining message and confirms it", async ({ page }) => {
    const join = page.getByRole("link", { name: "Participar do Programa" });
    await expect(join).toHaveAttribute("target", "_blank");
    await expect(join).toHaveAttribute("rel", "noopener noreferrer");
    expect(whatsappText(await join.getAttribute("href"))).toBe(messages.joinLoyalty);

    // Wait for the island to hydrate before clicking, or only the plain link would act.
    await expect(page.locator("astro-island:has(a[href*='wa.me'])").first()).not.toHaveAttribute("ssr");
    const popupPromise = page.waitForEvent("popup");
    await join.click();
    const popup = await popupPromise;
    expect(whatsappText(popup.url())).toBe(messages.joinLoyalty);

    const notice = page.getByRole("status");
    await expect(notice).toContainText("Abrimos o WhatsApp em uma nova aba");
    await expect(notice).toContainText("Programa de Fidelidade");
    await expect(notice).not.toContainText(/not implemented|next prompt/i);
  });

  test("the notice goes away by itself after about five seconds, or when closed", async ({ page }) => {
    await expect(page.locator("astro-island:has(a[href*='wa.me'])").first()).not.toHaveAttribute("ssr");
    const join = page.getByRole("link", { name: "Participar do Programa" });
    await join.click();
    const notice = page.getByRole("status");
    await expect(notice).toContainText("Abrimos o WhatsApp");
    const shownAt = Date.now();
    await expect(notice).toBeEmpty({ timeout: NOTICE_DURATION_MS + 3000 });
    expect(Date.now() - shownAt).toBeGreaterThan(NOTICE_DURATION_MS - 1500);

    await join.click();
    await notice.getByRole("button", { name: "Fechar aviso" }).click();
    await expect(notice).toBeEmpty();
  });

  test("four benefit cards, with the progressive discounts unmistakable", async ({ page }) => {
    const benefits = page.getByRole("region", { name: "O que a sua empresa ganha" });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Descontos progressivos",
      "Atendimento prioritário",
      "Revisões e diagnósticos",
      "Vantagens exclusivas",
    ]);
    await expect(benefits.locator("ol > li")).toHaveText([
      /5%\s*5% de desconto no 3º serviço\s*Nível Bronze/,
      /10%\s*10% de desconto no 6º serviço\s*Nível Prata/,
      /15%\s*15% de desconto no 10º serviço\s*Nível Ouro/,
    ]);
    for (const benefit of [
      "Agendamento prioritário",
      "Serviço expresso",
      "Suporte dedicado",
      "Revisões gratuitas",
      "Diagnóstico gratuito",
      "Desconto em peças",
      "Consultoria técnica gratuita",
      "Relatórios personalizados",
      "Garantia estendida",
    ]) {
      const term = benefits.locator("dt", { hasText: benefit });
      await expect(term).toBeVisible();
      await expect(term.locator("xpath=following-sibling::dd[1]")).not.toBeEmpty();
    }
  });

  test("'Como funciona' has the three steps in order", async ({ page }) => {
    const steps = page.getByRole("region", { name: "Como funciona" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole("heading")).toHaveText(["Cadastre-se", "Acumule pontos", "Aproveite os benefícios"]);
    expect(await page.getByRole("region", { name: "Como funciona" }).locator("ol").count()).toBe(1);
  });

  test("the closing WhatsApp button carries the joining message", async ({ page }) => {
    const cta = page.getByRole("region", { name: "Pronto para economizar na manutenção?" });
    const whatsapp = cta.getByRole("link", { name: "Quero participar" });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(whatsappText(await whatsapp.getAttribute("href"))).toBe(messages.joinLoyalty);
  });
});

test.describe("loyalty page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the join button is still a working WhatsApp link", async ({ page }) => {
    await stubWhatsApp(page);
    await page.goto("/fidelidade");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Participar do Programa" }).click();
    expect(whatsappText((await popupPromise).url())).toBe(messages.joinLoyalty);
  });
});
