import { makeCertificate, siteConfig, startNginx, tempDir } from "./nginx.mjs";
import { HTTP_PORT, HTTPS_PORT } from "./ports";

/**
 * Starts Debian's nginx with deploy/nginx.conf serving dist/ on 127.0.0.1 (HTTP_PORT redirects to
 * HTTPS_PORT) for the whole run, with a self-signed certificate made in a temporary folder; the returned
 * teardown stops it and removes the folder. The tests find the certificate in SERVER_TEST_CA.
 */
export default async function globalSetup() {
  const temp = tempDir();
  try {
    const { cert, key } = makeCertificate(temp.dir);
    const nginx = await startNginx({
      dir: temp.dir,
      siteConf: siteConfig({ httpPort: HTTP_PORT, httpsPort: HTTPS_PORT, cert, key }),
      ports: [HTTP_PORT, HTTPS_PORT],
    });
    process.env["SERVER_TEST_CA"] = cert;
    return async () => {
      await nginx.stop();
      const errors = nginx.output().trim();
      if (errors) console.log(`nginx wrote to its error log:\n${errors}`);
      temp.remove();
    };
  } catch (error) {
    temp.remove();
    throw error;
  }
}
