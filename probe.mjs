import { remote } from "webdriverio";
const browser = await remote({
  hostname: "127.0.0.1", port: 4444, logLevel: "warn",
  capabilities: { "webkitgtk:browserOptions": { binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", args: ["--automation"] } },
});
await browser.setWindowSize(1500, 16000);
await browser.url("about:blank");
console.log(await browser.execute(() => [innerWidth, innerHeight, devicePixelRatio]));
await browser.url("about:blank");
for (const width of [320, 390]) {
  await browser.execute((w) => { document.body.innerHTML = ""; document.body.style.margin = "0"; const f = document.createElement("iframe"); f.id = "frame"; f.style.cssText = `border:0;display:block;width:${w}px;height:800px`; f.addEventListener("load", () => { window.loaded = true; }); window.loaded = false; f.src = "http://127.0.0.1:4340/termos"; document.body.append(f); }, width);
  await browser.waitUntil(async () => browser.execute(() => window.loaded));
  const frame = await browser.$("#frame");
  await browser.switchFrame(frame);
  await browser.waitUntil(() => browser.execute(() => location.href !== "about:blank" && document.readyState === "complete"), { timeout: 10000 });
  const info = await browser.execute(() => [innerWidth, document.documentElement.scrollWidth, document.documentElement.scrollHeight, document.readyState, location.href, document.body.scrollHeight]);
  console.log(width, info);
  await browser.switchFrame(null);
  await browser.execute((h) => { document.getElementById("frame").style.height = h + "px"; }, info[2]);
  await browser.pause(300);
  await frame.saveScreenshot(`/tmp/wk/termos-${width}.png`);
}
await browser.deleteSession();
