// The browsers every tool drives here, from Debian's packages: never a downloaded browser.
// Chromium: the flags stop it from reaching for Google's services, which hang on a closed network; each tool adds
// headless mode its own way. Lighthouse drives the browser, as a phone's Chrome runs pages; Playwright its headless
// shell (Debian's chromium-headless-shell, same version), which ran the browser suites in under half the time.
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const chromiumShellPath = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Firefox ESR, driven by Playwright over WebDriver BiDi (its "moz-firefox" channel).
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

// WebKitGTK's MiniBrowser, driven through WebKitWebDriver (Debian's webkit2gtk-driver) by WebdriverIO.
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
