// The browsers every tool drives here, from Debian's packages: never a downloaded browser.
// Chromium (Playwright, Lighthouse): the flags stop it from reaching for Google's services, which hang on a
// closed network. Headless mode is added by each tool its own way.
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

// Firefox ESR, driven by Playwright over WebDriver BiDi (its "moz-firefox" channel).
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

// WebKitGTK's MiniBrowser, driven through WebKitWebDriver (Debian's webkit2gtk-driver) by WebdriverIO.
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
