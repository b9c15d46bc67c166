// What the accessibility tests really run, written once: the tests read it (playwright.config.ts's two widths,
// tests/helpers/browser.ts's pages of each template, tests/e2e/sturdy.spec.ts's screens, the Lighthouse pages
// `npm run bench -- --ci` measures in CI) and so does the accessibility statement, which therefore says no more
// than is tested. Plain data: the build, the scripts and the tests all import it.

/** The end-to-end suite's phone and desktop widths: axe-core checks every page at the first. */
const widths = { phone: 375, desktop: 1280 } as const;
/** The narrowest screen WCAG's reflow asks for, in CSS pixels. */
const narrowest = 320;

export const testCoverage = {
  widths,
  /**
   * The pages that stand for their template at the desktop width (axe-core, the frame) and in the other
   * engines, besides the first machine family's page and the first sticker page, whatever the facts.
   */
  templatePaths: ["/", "/contato", "/fidelidade", "/termos", "/servicos", "/manutencao-preventiva", "/404"],
  /** The pages whose Lighthouse accessibility score must be 100 in CI (one run each, mobile preset). */
  lighthousePaths: ["/", "/contato", "/fidelidade", "/termos", "/servicos", "/servicos/bordadeiras"],
  /** The engines the core journeys run in: the mobile menu, the contact form, reading without JavaScript. */
  engines: ["Chromium", "Firefox", "WebKit"],
  /** Where no page may scroll sideways: widths in CSS pixels, the root font's size (1.3: 30 % larger). */
  screens: [
    { width: narrowest, text: 1 },
    { width: 360, text: 1.3 },
    { width: 768, text: 1 },
    { width: 1024, text: 1 },
    { width: 1440, text: 1 },
  ],
  /** Where WCAG's text spacing is applied to every page: the narrowest screen and the desktop width. */
  textSpacingWidths: [narrowest, widths.desktop],
} as const;
