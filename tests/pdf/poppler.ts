// The CV's PDF as a reader of PDFs reads it: Poppler's pdfinfo and pdftotext (poppler-utils),
// the tools applicant-tracking systems and Linux desktops read text with.
import { execFileSync } from "node:child_process";

function poppler(tool: "pdfinfo" | "pdftotext", args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(
        `${tool} is not installed: it is Poppler's (apt-get install poppler-utils, brew install poppler, choco install poppler)`,
      );
    throw error;
  }
}

/** pdfinfo's fields: "Tagged" → "yes", "Title" → the title. */
export function pdfInfo(file: string): Record<string, string> {
  return Object.fromEntries(
    poppler("pdfinfo", [file])
      .split("\n")
      .flatMap((line) => {
        const at = line.indexOf(":");
        return at === -1 ? [] : [[line.slice(0, at), line.slice(at + 1).trim()]];
      }),
  );
}

/** The document's XMP metadata, as pdfinfo -meta prints it. */
export const pdfMetadata = (file: string) => poppler("pdfinfo", ["-meta", file]);

/** The text, in the order pdftotext reads it. */
export const pdfText = (file: string) => poppler("pdftotext", ["-enc", "UTF-8", file, "-"]);

export type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
export type Page = { width: number; height: number; words: Word[] };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Each page's words with their boxes, in points from the page's top left (pdftotext -bbox). */
export function pdfPages(file: string): Page[] {
  const html = poppler("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"]);
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(
    ([, width, height, body]) => ({
      width: Number(width),
      height: Number(height),
      words: [
        ...(body ?? "").matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map(([, xMin, yMin, xMax, yMax, text]) => ({
        text: (text ?? "").replace(/&(\w+);/g, (whole, name: string) => entities[name] ?? whole),
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      })),
    }),
  );
}

/** Text with its spaces and line ends taken out, to compare what was set with what is read. */
export const squeezed = (text: string) => text.replace(/[\s\u200b-\u200f\u202a-\u202e]+/g, "");

/** A literal string as PDFKit writes one, from its "(": UTF-16 with its byte-order mark where it
 * holds more than ASCII. */
function literalAt(text: string, open: number): string {
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  let raw = "";
  for (let i = open + 1; text[i] !== ")"; i++) {
    const char = text[i] as string;
    if (char === "\\") {
      i++;
      raw += escapes[text[i] as string] ?? text[i];
    } else raw += char;
  }
  const bytes = Buffer.from(raw, "latin1");
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString("utf16le")
    : raw;
}

/**
 * Each string a key of the file's dictionaries holds (`ActualText`, `Title`, `Lang`), as PDFKit
 * writes them: in the dictionary, or in an object of its own that the dictionary names.
 */
export function pdfStrings(pdf: Buffer, key: string): string[] {
  const text = pdf.toString("latin1");
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`/${key} (?:\\(|(\\d+) 0 R)`, "g"))) {
    const [whole, object] = match;
    if (object === undefined) {
      found.push(literalAt(text, match.index + whole.length - 1));
      continue;
    }
    const body = text.indexOf(`\n${object} 0 obj\n`);
    const open = body === -1 ? -1 : text.indexOf("(", body);
    if (open !== -1 && /^\s*$/.test(text.slice(body + `\n${object} 0 obj\n`.length, open)))
      found.push(literalAt(text, open));
  }
  return found;
}
