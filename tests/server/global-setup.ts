import { mkdirSync } from "node:fs";
import path from "node:path";
import { DIST } from "../../scripts/site.ts";
import { startApache } from "../../servers/apache.mjs";
import { startCloudflare } from "../../servers/cloudflare.mjs";
import { makeCertificate, tempDir } from "../../servers/common.mjs";
import { startNginx } from "../../servers/nginx.mjs";
import { SERVERS } from "./servers";

/**
 * Starts the three servers for the whole run, each serving a copy of the build (dist/, or the one SITE_DIST
 * names) in a temporary folder: nginx with deploy/nginx.conf, Apache with dist/.htaccess (both HTTP
 * redirecting to HTTPS, with a self-signed certificate made in that folder), and Cloudflare Pages' runtime
 * with dist/_headers. The returned teardown stops them and removes the folder. The tests find the
 * certificate in SERVER_TEST_CA.
 */
export default async function globalSetup() {
  const temp = tempDir();
  const started: Array<{ name: string; stop: () => Promise<void>; output: () => string }> = [];
  const stopAll = async () => {
    for (const { name, stop, output } of started) {
      await stop();
      const errors = output().trim();
      if (errors && name !== "cloudflare") console.log(`${name} wrote to its error log:\n${errors}`);
    }
    temp.remove();
  };
  try {
    const { cert, key } = makeCertificate(temp.dir);
    const { nginx, apache, cloudflare } = SERVERS;
    const dir = (name: string) => {
      const folder = path.join(temp.dir, name);
      mkdirSync(folder);
      return folder;
    };
    started.push({
      name: "nginx",
      ...(await startNginx({ dir: dir("nginx"), dist: DIST, httpPort: nginx.http, httpsPort: nginx.https, cert, key })),
    });
    started.push({
      name: "apache",
      ...(await startApache({
        dir: dir("apache"),
        dist: DIST,
        httpPort: apache.http,
        httpsPort: apache.https,
        cert,
        key,
      })),
    });
    started.push({
      name: "cloudflare",
      ...(await startCloudflare({ dir: dir("cloudflare"), dist: DIST, port: cloudflare.https })),
    });
    process.env["SERVER_TEST_CA"] = cert;
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
