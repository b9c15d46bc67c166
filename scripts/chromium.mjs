// Debian's Chromium, for every tool that drives a browser here (Playwright, Lighthouse, image rendering).
// Never a downloaded browser. The flags stop it from reaching for Google's services, which hang on a
// closed network. Headless mode is added by each tool its own way (Playwright does it itself).
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
