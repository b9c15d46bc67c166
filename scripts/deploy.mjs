// npm run deploy: publishes the built site (dist/, or the folder DEPLOY_DIST names) to the remote folder of a
// shared host (FTP, FTPS or SFTP) or a server (rsync over SSH). The GitHub Actions workflow
// (.github/workflows/deploy.yml) runs it after every build on main; deploy/README.md lists the settings.
// What is sent, in which order, and what is deleted is scripts/lib/deploy/plan.ts's decision, carried out by
// scripts/lib/deploy/upload.mjs; the transports are beside them (ftp.mjs, sftp.mjs, rsync.mjs).
//
// Settings, from the environment:
//   DEPLOY_METHOD   ftp (FTPS, explicit TLS, unless DEPLOY_FTP_TLS says otherwise) | sftp | rsync
//   DEPLOY_HOST, DEPLOY_PORT (optional), DEPLOY_USER, DEPLOY_PATH (the remote folder, e.g. public_html)
//   DEPLOY_PASSWORD (ftp, sftp) or DEPLOY_KEY (a private key: sftp, rsync)
//   DEPLOY_KNOWN_HOSTS (sftp, rsync): the server's line of `ssh-keyscan`, so no other machine can pose as it
//   DEPLOY_FTP_TLS  explicit (default) | implicit | off (plain FTP: the password travels unencrypted)
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openFtp } from "./lib/deploy/ftp.mjs";
import { rsyncOverSsh } from "./lib/deploy/rsync.mjs";
import { openSftp } from "./lib/deploy/sftp.mjs";
import { deployTo } from "./lib/deploy/upload.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (deploy/README.md, "Publishing on every save")`);
  return value;
}

/** DEPLOY_FTP_TLS, checked. */
function ftpTls() {
  const tls = process.env.DEPLOY_FTP_TLS || "explicit";
  if (!["explicit", "implicit", "off"].includes(tls))
    throw new Error(`DEPLOY_FTP_TLS is explicit, implicit or off, not ${tls}`);
  return tls;
}

async function main() {
  const method = process.env.DEPLOY_METHOD ?? "";
  const dist = path.resolve(ROOT, process.env.DEPLOY_DIST || "dist");
  statSync(path.join(dist, "index.html")); // no build, no deploy
  const host = required("DEPLOY_HOST");
  const user = required("DEPLOY_USER");
  const port = process.env.DEPLOY_PORT ? Number(process.env.DEPLOY_PORT) : undefined;
  // The remote folder, as given (relative to the login folder, or absolute); never empty.
  const folder = required("DEPLOY_PATH").replace(/\/+$/, "") || "/";
  if (["ftp", "sftp"].includes(method)) {
    const key = process.env.DEPLOY_KEY;
    const store =
      method === "sftp"
        ? await openSftp({
            host,
            port,
            user,
            ...(key ? { key } : { password: required("DEPLOY_PASSWORD") }),
            folder,
            knownHosts: required("DEPLOY_KNOWN_HOSTS"),
          })
        : await openFtp({ host, port, user, password: required("DEPLOY_PASSWORD"), folder, tls: ftpTls() });
    try {
      await deployTo(dist, store);
    } finally {
      await store.close();
    }
  } else if (method === "rsync") {
    const [key, knownHosts] = [required("DEPLOY_KEY"), required("DEPLOY_KNOWN_HOSTS")];
    rsyncOverSsh({ dist, host, port, user, folder, key, knownHosts });
  } else {
    throw new Error(`DEPLOY_METHOD is ftp, sftp or rsync, not ${JSON.stringify(method)}`);
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(`deploy failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error("The site online is as it was, or partly updated in a safe order; run the deploy again.");
  process.exit(1);
});
