// The browsers every tool drives here, from Debian's packages: never a downloaded browser.
// Chromium: the flags stop it from reaching for Google's services, which hang on a closed network. Headless mode
// is added by each tool its own way. Lighthouse drives the browser itself, as a phone's Chrome runs pages.
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Playwright drives Chromium's headless shell (Debian's chromium-headless-shell, the same version): the same Blink
// and V8 without the full browser around them, which ran the browser suites in less than half the time.
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
