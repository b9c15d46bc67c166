// The rsync transport of the deploy (a server of one's own, over SSH with a key): rsync finds what changed
// itself (by checksum: a fresh checkout gives every file a new time), in one pass per upload rank (./plan.ts)
// so pages still go after their assets, then a pass that deletes what the build no longer has (the remote
// folder is the site's own, as on a VPS), except .well-known/ (certificate challenges).
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { filesIn } from "../../../integrations/files.mjs";
import { uploadRank } from "./plan.ts";
import { hostKeys } from "./sftp.mjs";

/**
 * @param {string} dist
 * @param {string} destination `user@host:folder` or a local folder
 * @param {string[]} [ssh] the ssh command line, for a remote destination
 * @param {(line: string) => void} [log]
 */
export function rsyncTo(dist, destination, ssh, log = console.log) {
  const target = destination.endsWith("/") ? destination : `${destination}/`;
  const base = [
    "--recursive",
    "--checksum",
    "--links",
    "--perms",
    "--chmod=D755,F644",
    ...(ssh ? ["-e", ssh.join(" ")] : []),
  ];
  const work = mkdtempSync(path.join(tmpdir(), "deploy-rsync-"));
  try {
    const ranks = [0, 1, 2, 3].map((rank) => filesIn(dist).filter((file) => uploadRank(file) === rank));
    ranks.forEach((files, rank) => {
      if (files.length === 0) return;
      const list = path.join(work, `rank-${rank}`);
      writeFileSync(list, `${files.join("\n")}\n`);
      execFileSync("rsync", [...base, `--files-from=${list}`, `${dist}/`, target], { stdio: "inherit" });
      log(`rsync: ${files.length} files of rank ${rank} in place`);
    });
    execFileSync(
      "rsync",
      [...base, "--delete", "--existing", "--ignore-existing", "--filter=P .well-known/", `${dist}/`, target],
      { stdio: "inherit" },
    );
    log("rsync: files no longer built deleted");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * rsync to `folder` on `host` over SSH, with the private key `key`, the server's key checked against
 * `knownHosts` (`ssh-keyscan`'s lines).
 * @param {{ dist: string; host: string; port?: number; user: string; folder: string; key: string; knownHosts: string }} o
 */
export function rsyncOverSsh({ dist, host, port, user, folder, key, knownHosts }) {
  if (folder === "/") throw new Error("DEPLOY_PATH for rsync is the site's own folder, not /");
  hostKeys(knownHosts);
  const work = mkdtempSync(path.join(tmpdir(), "deploy-ssh-"));
  try {
    const keyFile = path.join(work, "key");
    const knownHostsFile = path.join(work, "known_hosts");
    writeFileSync(keyFile, key.endsWith("\n") ? key : `${key}\n`);
    chmodSync(keyFile, 0o600);
    writeFileSync(knownHostsFile, knownHosts);
    const ssh = ["ssh", "-i", keyFile, "-o", "IdentitiesOnly=yes", "-o", `UserKnownHostsFile=${knownHostsFile}`];
    ssh.push("-o", "StrictHostKeyChecking=yes", "-o", "BatchMode=yes", ...(port ? ["-p", String(port)] : []));
    rsyncTo(dist, `${user}@${host}:${folder}`, ssh);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
