import { inflateSync } from 'node:zlib';

// Just enough PDF reading to check what Chromium printed: the number of pages and the text on
// each, decoded through the fonts' ToUnicode maps (Chromium embeds subset fonts and writes text
// as glyph numbers). Not a PDF parser: no xref streams, no encryption, what Skia writes.

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.search(/stream\r?\n/);
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dataStart = start + body.slice(start).indexOf('\n') + 1;
    const dataEnd = body.lastIndexOf('endstream');
    let stream = Buffer.from(body.slice(dataStart, dataEnd).replace(/\r?\n$/, ''), 'latin1');
    const dict = body.slice(0, start);
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(stream);
      } catch {
        continue;
      }
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const utf16 = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap: glyph code (hex) → text. */
function readCMap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(pair[1]!.toLowerCase(), utf16(pair[2]!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const width = range[1]!.length;
      const low = parseInt(range[1]!, 16);
      const high = parseInt(range[2]!, 16);
      const targets = range[3]!.startsWith('[')
        ? [...range[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!)
        : undefined;
      for (let code = low; code <= high; code++) {
        const key = code.toString(16).padStart(width, '0');
        if (targets) map.set(key, utf16(targets[code - low] ?? ''));
        else {
          const base = range[3]!.slice(1, -1);
          const last = parseInt(base.slice(-4), 16) + (code - low);
          map.set(key, utf16(base.slice(0, -4) + last.toString(16).padStart(4, '0')));
        }
      }
    }
  }
  return map;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)?.[1] ?? NaN);

/** Font resource names of a page (`/F4` → its ToUnicode map). */
function pageFonts(page: PdfObject, objects: Map<number, PdfObject>): Map<string, Map<string, string>> {
  let resources = page.dict;
  const resourcesRef = ref(page.dict, 'Resources');
  if (!Number.isNaN(resourcesRef)) resources = objects.get(resourcesRef)?.dict ?? '';
  let fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  const fontRef = ref(resources, 'Font');
  if (!fontDict && !Number.isNaN(fontRef)) fontDict = objects.get(fontRef)?.dict ?? '';
  const fonts = new Map<string, Map<string, string>>();
  for (const entry of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(entry[2]));
    const cmap = font && objects.get(ref(font.dict, 'ToUnicode'))?.stream;
    if (cmap) fonts.set(entry[1]!, readCMap(cmap.toString('latin1')));
  }
  return fonts;
}

function decode(hex: string, cmap: Map<string, string> | undefined): string {
  if (!cmap) return '';
  const width = [...cmap.keys()][0]?.length ?? 4;
  let out = '';
  for (let i = 0; i + width <= hex.length; i += width) out += cmap.get(hex.slice(i, i + width).toLowerCase()) ?? '';
  return out;
}

/** The text a content stream shows, one run per text object (BT … ET). */
function contentRuns(content: string, fonts: Map<string, Map<string, string>>): string[] {
  let font: Map<string, string> | undefined;
  const runs: string[] = [];
  let out = '';
  for (const token of content.matchAll(
    /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>\s*Tj|\[((?:[^\]]|\n)*?)\]\s*TJ|\bET\b/g,
  )) {
    if (token[1]) font = fonts.get(token[1]);
    else if (token[2] !== undefined) out += decode(token[2].replace(/\s/g, ''), font);
    else if (token[3] !== undefined) {
      for (const part of token[3].matchAll(/<([0-9a-fA-F\s]*)>|(-?[\d.]+)/g)) {
        if (part[1] !== undefined) out += decode(part[1].replace(/\s/g, ''), font);
        else if (Number(part[2]) < -200) out += ' ';
      }
    } else {
      runs.push(out);
      out = '';
    }
  }
  return out ? [...runs, out] : runs;
}

export interface PdfPage {
  /** The text objects in drawing order (Chromium writes one per styled stretch of text). */
  runs: string[];
  /** The runs joined as they sit on the line: "Vorteile (17)". */
  text: string;
}

/** The pages in order (from the page tree's `/Kids`), each with its text. */
export function readPdf(pdf: Buffer): PdfPage[] {
  const objects = readObjects(pdf);
  const pages = [...objects.entries()].filter(([, object]) => /\/Type\s*\/Page\b(?!s)/.test(object.dict));
  const order = [...objects.values()].flatMap((object) =>
    /\/Type\s*\/Pages\b/.test(object.dict)
      ? [...(/\/Kids\s*\[([^\]]*)\]/.exec(object.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]))
      : [],
  );
  pages.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b) || a - b);
  return pages.map(([, page]) => {
    const fonts = pageFonts(page, objects);
    const contents =
      /\/Contents\s*\[([^\]]*)\]/.exec(page.dict)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
    const runs = [...contents.matchAll(/(\d+) 0 R/g)].flatMap((m) =>
      contentRuns(objects.get(Number(m[1]))?.stream?.toString('latin1') ?? '', fonts),
    );
    return { runs, text: runs.join('') };
  });
}

/** Pages counted as the page objects (`/Type /Page`), which is what a viewer shows. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}
