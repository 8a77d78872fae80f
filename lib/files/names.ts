/**
 * File names of uploads: what a document is shown and downloaded under. The name is only ever a
 * label (never a storage key, never a judge of the content), and it travels back to browsers in
 * Content-Disposition, so it is cleaned on the way in and encoded on the way out.
 */

/** Longest cleaned file name, extension included. */
export const MAX_NAME_LENGTH = 120;

/** Control characters, soft hyphen, zero-width and bidirectional formatting characters (they disguise extensions). */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
/** Characters no file system on a user's machine takes in a name. */
const RESERVED = /[<>:"|?*]/g;

/**
 * The last path segment of `raw`, without invisible or reserved characters and leading dots, at
 * most MAX_NAME_LENGTH characters (code points, never half a character), ending in `extension`,
 * the detected type's: "scan.png" holding a PDF becomes "scan.pdf", "photo.jpeg" stays.
 * `fallback` names an upload sent without a usable name.
 */
export function cleanFileName(raw: string | undefined, extension: "png" | "jpg" | "pdf", fallback = "document"): string {
  let name = (raw ?? "").toWellFormed().normalize("NFC");
  name = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  name = name.replace(/\s+/g, " ").replace(INVISIBLE, "").replace(RESERVED, "_").replace(/\s+/g, " ").trim().replace(/^[.\s]+/, "");
  const dot = name.lastIndexOf(".");
  const given = dot > 0 && /^[A-Za-z0-9]{1,10}$/.test(name.slice(dot + 1)) ? name.slice(dot + 1).toLowerCase() : null;
  let base = (given !== null ? name.slice(0, dot) : name).replace(/[.\s]+$/, "");
  const ext = extension === "jpg" && given === "jpeg" ? "jpeg" : extension;
  if (!base) base = fallback;
  base = [...base].slice(0, MAX_NAME_LENGTH - ext.length - 1).join("").replace(/[.\s]+$/, "") || fallback;
  return `${base}.${ext}`;
}

/** Content-Disposition with the name as RFC 8187 UTF-8 (`filename*`), safe for any name (RFC 6266). */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const encoded = encodeURIComponent(name.toWellFormed()).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename*=UTF-8''${encoded}`;
}
