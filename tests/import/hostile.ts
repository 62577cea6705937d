/**
 * Hostile files, made at test time (never committed): what once killed the import page (docs/import.md#limits).
 *  - a DOCX whose document.xml is 1.5 GB of zeros in about 1.5 MB (a zip bomb);
 *  - a DOCX of 330 MB of paragraphs;
 *  - a PDF with a 300 MB content stream.
 * Each is built from one compressed, byte-aligned segment repeated (a full flush makes segments
 * independent), so making them takes well under a second.
 */
import { constants, deflateRawSync } from "node:zlib";

const MB = 1024 * 1024;

/** Raw deflate of `unpacked` bytes made of `chunk` repeated, as `segment × count` plus the final empty block. */
function repeatedDeflate(chunk: Buffer, count: number): Buffer {
  const segment = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: count }, () => segment), Buffer.from([0x03, 0x00])]);
}

/** A ZIP of STORED and DEFLATED entries, written by hand so an entry may be far larger than memory allows making it. */
function zip(entries: Array<{ name: string; data: Buffer; unpackedSize: number; method: 0 | 8 }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(0, 14); // CRC: never reached, the guard stops first (and nothing checks it before the end)
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.unpackedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.unpackedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

function docx(documentXml: { data: Buffer; unpackedSize: number }): Buffer {
  return zip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES, unpackedSize: CONTENT_TYPES.length, method: 0 },
    { name: "word/document.xml", ...documentXml, method: 8 },
  ]);
}

/** 1.5 GB of zeros as word/document.xml, in about 1.5 MB. */
export function docxZipBomb(): Buffer {
  return docx({ data: repeatedDeflate(Buffer.alloc(16 * MB), 96), unpackedSize: 96 * 16 * MB });
}

/** A document.xml of 330 MB of real paragraphs. */
export function docxParagraphFlood(): Buffer {
  const paragraph = "<w:p><w:r><w:t>Led a team of engineers building payment systems at scale.</w:t></w:r></w:p>";
  const chunk = Buffer.from(paragraph.repeat(Math.floor((11 * MB) / paragraph.length)));
  const head = deflateRawSync(
    Buffer.from(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    ),
    { finishFlush: constants.Z_FULL_FLUSH },
  );
  const body = repeatedDeflate(chunk, 30);
  const tail = deflateRawSync(Buffer.from("</w:body></w:document>"), { finishFlush: constants.Z_FINISH });
  return docx({
    data: Buffer.concat([head, body.subarray(0, body.length - 2), tail]),
    unpackedSize: 30 * chunk.length + 200,
  });
}

/** A one-page PDF whose content stream decodes to 300 MB of drawing operators. */
export function pdfHugeStream(): Buffer {
  const ops = Buffer.from("0 0 m 1 1 l S\n".repeat(Math.floor((10 * MB) / 14)));
  const stream = Buffer.concat([Buffer.from([0x78, 0x9c]), repeatedDeflate(ops, 30), Buffer.alloc(4)]);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (buffer: Buffer) => {
    parts.push(buffer);
    length += buffer.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(length);
  add(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
  add(stream);
  add(Buffer.from("\nendstream\nendobj\n"));
  const xref = length;
  add(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
