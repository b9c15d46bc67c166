// What a deploy does to the remote folder, decided from the built files, the remote listing and the record of
// the last deploy (the manifest), with no I/O: ./upload.mjs carries the plan out over FTP/FTPS or SFTP,
// and ./rsync.mjs takes the upload order for its rsync passes.
//
// The order keeps the live site whole at every moment of an upload that may be cut: assets first (a page never
// references one that is not there yet; their names carry content hashes, so new ones do not replace old ones),
// then the pages, then the hosts' files (.htaccess, _headers), deletions last. Each file is uploaded under a
// temporary name and renamed, so a cut leaves no half-written file under a real name. Only files a deploy
// uploaded (the manifest's) are ever deleted: the host's own files (.well-known/, cgi-bin/) and anything the
// owner put there by hand stay.

/** The record of the last deploy, in the remote folder: every file it uploaded, by its content. */
export const MANIFEST = ".deploy-manifest.json";
/** Ends the name a file is uploaded under before it is renamed into place. */
export const TEMP_SUFFIX = ".deploy-tmp";

export interface LocalFile {
  /** Relative to the built folder, "/" between folders. */
  path: string;
  size: number;
  /** SHA-256 of the content, hex. */
  hash: string;
}

export interface RemoteFile {
  path: string;
  size: number;
}

export type Manifest = Record<string, { size: number; hash: string }>;

export interface DeployPlan {
  /** In upload order. */
  uploads: LocalFile[];
  /** Files of an earlier deploy no longer built, and temporary files a cut upload left; delete after uploads. */
  deletes: string[];
  /** Folders that the deletes leave empty and the build no longer has, deepest first. */
  removeDirs: string[];
  /** Files in the remote folder that no deploy put there: left alone. */
  foreign: string[];
  /** The manifest to write before uploading: the last one, the files about to change marked unverified. */
  interimManifest: Manifest;
  /** The manifest to write once everything is done. */
  finalManifest: Manifest;
}

/** The hosts' own configuration files: they change how every file is served, so they go after the pages. */
const HOST_FILES = new Set([".htaccess", "_headers", "_redirects"]);

/**
 * Upload rank: 0 other assets (images, fonts, data), 1 stylesheets and scripts (they reference those), 2 pages
 * (they reference both; a page's brotli copy goes with it), 3 the hosts' files.
 */
export function uploadRank(path: string): number {
  const name = path.split("/").pop() ?? path;
  if (HOST_FILES.has(name)) return 3;
  const base = name.endsWith(".br") ? name.slice(0, -3) : name;
  if (base.endsWith(".html")) return 2;
  if (/\.(?:css|m?js)$/.test(base)) return 1;
  return 0;
}

/** Stops a path that could reach outside the remote folder (or is not a plain relative file path). */
export function assertSafePath(path: string): void {
  const parts = path.split("/");
  if (!path || path.startsWith("/") || path.includes("\\") || parts.some((p) => p === "" || p === "." || p === ".."))
    throw new Error(`unsafe path for the remote folder: ${JSON.stringify(path)}`);
}

const parentsOf = (path: string): string[] => {
  const parts = path.split("/").slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
};

/** The manifest's text read back; anything unreadable counts as no manifest (every file is uploaded again). */
export function parseManifest(text: string | undefined): Manifest {
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    const files = (data as { files?: unknown } | null)?.files;
    if (!files || typeof files !== "object") return {};
    const manifest: Manifest = {};
    for (const [path, entry] of Object.entries(files)) {
      const { size, hash } = (entry ?? {}) as { size?: unknown; hash?: unknown };
      if (typeof size === "number" && typeof hash === "string") manifest[path] = { size, hash };
    }
    return manifest;
  } catch {
    return {};
  }
}

export const formatManifest = (manifest: Manifest): string =>
  `${JSON.stringify({ version: 1, files: Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1))) }, null, 1)}\n`;

export function planDeploy(local: LocalFile[], remote: RemoteFile[], manifest: Manifest): DeployPlan {
  for (const file of local) {
    assertSafePath(file.path);
    if (file.path === MANIFEST || file.path.endsWith(TEMP_SUFFIX))
      throw new Error(`the build has a file named as the deploy's own: ${file.path}`);
  }
  const remoteByPath = new Map(remote.map((file) => [file.path, file]));
  const localByPath = new Map(local.map((file) => [file.path, file]));

  // A file is sent again when it changed since the last deploy, is missing, or its size there is not the one
  // recorded (cut short, or changed by hand).
  const uploads = local
    .filter((file) => {
      const there = remoteByPath.get(file.path);
      const recorded = manifest[file.path];
      return !there || !recorded || recorded.hash !== file.hash || there.size !== file.size;
    })
    .sort((a, b) => uploadRank(a.path) - uploadRank(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  const deletes: string[] = [];
  const foreign: string[] = [];
  for (const { path } of remote) {
    if (path === MANIFEST || localByPath.has(path)) continue;
    if (path in manifest || path.endsWith(TEMP_SUFFIX)) deletes.push(path);
    else foreign.push(path);
  }
  for (const path of deletes) assertSafePath(path);
  deletes.sort((a, b) => uploadRank(b) - uploadRank(a) || (a < b ? -1 : a > b ? 1 : 0));

  // A folder goes when the deletes empty it: no file stays under it, and the build has none there.
  const staying = [...remote.map((f) => f.path).filter((p) => !deletes.includes(p)), ...local.map((f) => f.path)];
  const occupied = new Set(staying.flatMap(parentsOf));
  const removeDirs = [...new Set(deletes.flatMap(parentsOf))]
    .filter((dir) => !occupied.has(dir))
    .sort((a, b) => b.split("/").length - a.split("/").length || (a < b ? -1 : 1));

  // Until a file is in place the record no longer vouches for it (an empty hash matches no content), but still
  // names it: a cut deploy sends it again, or deletes it if the next build no longer has it.
  const interimManifest: Manifest = { ...manifest };
  for (const file of uploads) interimManifest[file.path] = { size: file.size, hash: "" };
  const finalManifest: Manifest = Object.fromEntries(local.map((f) => [f.path, { size: f.size, hash: f.hash }]));

  return { uploads, deletes, removeDirs, foreign: foreign.sort(), interimManifest, finalManifest };
}
