import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it("puts the page's own title first and the site's name after a bar", () => {
    expect(pageTitle("Contato", "Oficina Exemplo")).toBe("Contato | Oficina Exemplo");
  });
});
