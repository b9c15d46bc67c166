import { describe, expect, it } from "vitest";
import { byTag, parseHtml } from "./html";
import { bareSvg } from "./inline-svg";
import { stepped } from "./test-page";

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1h2"></path></svg>';
const svgsOf = (html: string) => byTag(parseHtml(html), "svg");

describe("bareSvg", () => {
  it("drops the namespace attribute of each inline <svg>, and nothing else", () => {
    const html = stepped(`<p>a${svg}</p><template><span>${svg}</span></template>`, bareSvg);
    const svgs = svgsOf(html);
    expect(svgs).toHaveLength(2);
    for (const element of svgs) {
      expect(element.attrs.map((a) => `${a.name}=${a.value}`)).toEqual([
        "width=24",
        "height=24",
        "viewBox=0 0 24 24",
        "aria-hidden=true",
      ]);
      expect(byTag(element, "path")).toHaveLength(1);
    }
  });

  it("leaves an <svg> the browser still reads as SVG", () => {
    expect(svgsOf(stepped(`<p>${svg}</p>`, bareSvg))[0]!.namespaceURI).toBe("http://www.w3.org/2000/svg");
  });
});
