import { describe, expect, it } from "vitest";
import { nginxServer, nginxSite } from "./nginx.mjs";

describe("nginxSite", () => {
  it("serves the host of the site's address, and the bare domain of a www. host", () => {
    const site = nginxSite("https://www.example.com.br");
    expect(site).toContain("    server_name www.example.com.br example.com.br;\n");
    expect(nginxSite("https://loja.example.com")).toContain("    server_name loja.example.com;\n");
    expect(site).toContain("    ssl_certificate     /etc/letsencrypt/live/www.example.com.br/fullchain.pem;\n");
    expect(site).toContain("    root /var/www/www.example.com.br/dist;\n");
    expect(site).not.toContain("{{");
    expect(site).not.toContain("oliveira");
  });

  it("sends the bare domain, over HTTPS, to the same address on the www. host; plain HTTP keeps the host", () => {
    const site = nginxSite("https://www.example.com.br");
    const https = site.slice(site.indexOf("listen 443"));
    expect(https).toContain("    if ($host = example.com.br) { return 301 https://www.example.com.br$request_uri; }\n");
    expect(site.slice(0, site.indexOf("listen 443"))).not.toContain("if ($host");
    expect(nginxSite("https://loja.example.com")).not.toContain("if ($host");
  });

  it("on a server of the site's own, listens on every address on the standard ports", () => {
    const site = nginxSite("https://www.example.com.br");
    expect(site).toContain("    listen 80;\n    listen [::]:80;\n");
    expect(site).toContain("    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n");
    expect(site).toContain("    return 301 https://$host$request_uri;\n");
  });

  it("takes a launcher's addresses, folder, certificate and HTTPS port in place of the server's own", () => {
    const server = {
      httpListen: ["127.0.0.1:8080"],
      httpsListen: ["127.0.0.1:8443"],
      httpsHost: "$host:8443",
      root: "/tmp/run/site",
      certificate: "/tmp/run/cert.pem",
      certificateKey: "/tmp/run/key.pem",
    };
    const launched = nginxSite("https://www.example.com.br", server);
    const own = nginxSite("https://www.example.com.br");
    const defaults = nginxServer("www.example.com.br");
    // The same file but for the values given: each of the server's own, replaced where it stood.
    const replaced = [
      ["listen 80;\n    listen [::]:80;", "listen 127.0.0.1:8080;"],
      ["listen 443 ssl http2;\n    listen [::]:443 ssl http2;", "listen 127.0.0.1:8443 ssl http2;"],
      ["https://$host$request_uri", "https://$host:8443$request_uri"],
      [`root ${defaults.root};`, "root /tmp/run/site;"],
      [`${defaults.certificate};`, "/tmp/run/cert.pem;"],
      [`${defaults.certificateKey};`, "/tmp/run/key.pem;"],
    ].reduce((text, [from, to]) => text.replace(from!, to!), own);
    expect(launched).toBe(replaced);
  });

  it("refuses a value nginx would read as more than one word", () => {
    expect(() => nginxSite("https://www.example.com.br", { root: "/tmp/my site" })).toThrow("nginx would misread");
    expect(() => nginxSite("https://www.example.com.br", { certificate: "/a;b" })).toThrow("nginx would misread");
  });
});
