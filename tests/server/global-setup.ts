import { mkdirSync } from "node:fs";
import path from "node:path";
import { startApache } from "./apache.mjs";
import { startCloudflare } from "./cloudflare.mjs";
import { makeCertificate, siteConfig, startNginx, tempDir } from "./nginx.mjs";
import { SERVERS } from "./servers";

/**
 * Starts the three servers for the whole run, each serving the build: nginx with deploy/nginx.conf, Apache
 * with dist/.htaccess (both HTTP redirecting to HTTPS, with a self-signed certificate made in a temporary
 * folder), and Cloudflare Pages' runtime with dist/_headers. The returned teardown stops them and removes the
 * folder. The tests find the certificate in SERVER_TEST_CA.
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
    const ports = { httpPort: nginx.http, httpsPort: nginx.https };
    started.push({
      name: "nginx",
      ...(await startNginx({
        dir: dir("nginx"),
        siteConf: siteConfig({ ...ports, cert, key }),
        ports: [nginx.http, nginx.https],
      })),
    });
    started.push({
      name: "apache",
      ...(await startApache({ dir: dir("apache"), httpPort: apache.http, httpsPort: apache.https, cert, key })),
    });
    started.push({
      name: "cloudflare",
      ...(await startCloudflare({ dir: dir("cloudflare"), port: cloudflare.https })),
    });
    process.env["SERVER_TEST_CA"] = cert;
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
