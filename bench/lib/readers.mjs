/**
 * The independent readers of the parser-survival bench (bench/parsers.bench.mjs): each takes an
 * exported file and gives back what it read, as plain text or, for the resume parser, as a parsed
 * resume. None of them is the product's own code. Each says what it needs when it is missing.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const READERS_DIR = join(here, "..", "readers");
// Debian's own Python: python3-docx and pdfminer come from Debian's packages, not pip.
const PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 32 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`${command} exited ${result.status}: ${(result.stderr ?? "").slice(0, 300)}`);
  return result.stdout;
}

const has = (command, args = ["--version"]) => {
  const result = spawnSync(command, args, { encoding: "utf8" });
  return !result.error;
};

async function pdfjsText(file) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 });
  try {
    const document = await task.promise;
    let text = "";
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
      text += "\n";
    }
    return text;
  } finally {
    await task.destroy();
  }
}

async function mammothText(file) {
  const mammoth = await import("mammoth");
  return (await mammoth.default.extractRawText({ path: file })).value;
}

/** LibreOffice's own text export, every file in one start of soffice (a start costs seconds). */
function libreOfficeTexts(files) {
  const out = mkdtempSync(join(tmpdir(), "lo-text-"));
  const profile = mkdtempSync(join(tmpdir(), "lo-profile-"));
  try {
    run("soffice", [
      `-env:UserInstallation=file://${profile}`,
      "--headless",
      "--convert-to",
      "txt:Text (encoded):UTF8",
      "--outdir",
      out,
      ...files,
    ]);
    return new Map(
      files.map((file) => [file, readFileSync(join(out, basename(file).replace(/\.docx$/, ".txt")), "utf8")]),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * simple-resume-parser (npm, ISC; a maintained fork of `resume-parser`, whose published 1.1.0 no
 * longer runs), installed into bench/readers/ on first use. It reads the file through textract
 * (pdftotext for PDFs), takes the name, e-mail and phone by pattern and files the text under the
 * headings its dictionary knows. Run in a child: it tries to fetch the GitHub and LinkedIn pages
 * it finds, and logs to stderr.
 */
function ensureResumeParser() {
  if (!existsSync(join(READERS_DIR, "node_modules", "simple-resume-parser"))) {
    console.log("Installing the bench's resume parser into bench/readers/ (first run only)...");
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: READERS_DIR, stdio: "inherit" });
  }
}

const PARSER_SCRIPT = `
const ResumeParser = require("simple-resume-parser");
new ResumeParser(process.argv[1]).parseToJSON().then(
  (data) => { process.stdout.write("\\n@@parsed@@" + JSON.stringify(data)); process.exit(0); },
  (error) => { process.stderr.write(String(error)); process.exit(1); });
`;

/** The parser's own section names onto the product's. */
const PARSER_SECTIONS = {
  summary: "summary",
  skills: "skills",
  experience: "experience",
  education: "education",
  projects: "projects",
};

async function resumeParser(file) {
  const out = await new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["-e", PARSER_SCRIPT, file],
      { cwd: READERS_DIR, timeout: 60_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );
  // Its logger writes to stdout too: the answer is the line after the marker.
  const parts = JSON.parse(out.slice(out.lastIndexOf("@@parsed@@") + "@@parsed@@".length)).parts ?? {};
  const sections = {};
  for (const [ours, theirs] of Object.entries(PARSER_SECTIONS)) sections[ours] = parts[theirs] ?? "";
  return { name: parts.name ?? "", email: parts.email ?? "", phone: parts.phone ?? "", sections };
}

/** One reader's answer for every file, read one after another or (async readers) together. */
async function eachFile(files, read) {
  return new Map(await Promise.all(files.map(async (file) => [file, await read(file)])));
}

/**
 * Every file at once: the parser waits about a second per file for its profile downloads (there
 * is no network here), so one after another would cost a second a file for nothing.
 */
const parseAll = (files) => eachFile(files, resumeParser);

/**
 * @typedef {{ id: string, label: string, format: "pdf" | "docx", kind: "text" | "parsed",
 *   missing: () => string | null, read: (files: string[]) => Promise<Map<string, any>> }} Reader
 * @type {Reader[]}
 */
export const READERS = [
  {
    id: "pdftotext",
    label: "pdftotext",
    format: "pdf",
    kind: "text",
    missing: () => (has("pdftotext", ["-v"]) ? null : "poppler-utils"),
    read: (files) => eachFile(files, (file) => run("pdftotext", ["-enc", "UTF-8", file, "-"])),
  },
  {
    id: "pdfjs",
    label: "pdf.js",
    format: "pdf",
    kind: "text",
    missing: () => null,
    read: (files) => eachFile(files, pdfjsText),
  },
  {
    id: "pdfminer",
    label: "pdfminer.six",
    format: "pdf",
    kind: "text",
    missing: () => (has("pdf2txt", ["--help"]) ? null : "python3-pdfminer"),
    read: (files) => eachFile(files, (file) => run("pdf2txt", [file])),
  },
  {
    id: "parser-pdf",
    label: "simple-resume-parser",
    format: "pdf",
    kind: "parsed",
    missing: () => (has("pdftotext", ["-v"]) ? null : "poppler-utils"),
    read: (files) => {
      ensureResumeParser();
      return parseAll(files);
    },
  },
  {
    id: "mammoth",
    label: "mammoth",
    format: "docx",
    kind: "text",
    missing: () => null,
    read: (files) => eachFile(files, mammothText),
  },
  {
    id: "python-docx",
    label: "python-docx",
    format: "docx",
    kind: "text",
    missing: () =>
      spawnSync(PYTHON, ["-c", "import docx"], { encoding: "utf8" }).status === 0 ? null : "python3-docx",
    read: (files) => eachFile(files, (file) => run(PYTHON, [join(here, "read-docx.py"), file])),
  },
  {
    id: "libreoffice",
    label: "LibreOffice",
    format: "docx",
    kind: "text",
    missing: () => (has("soffice", ["--version"]) ? null : "libreoffice-writer-nogui"),
    read: async (files) => libreOfficeTexts(files),
  },
  {
    id: "parser-docx",
    label: "simple-resume-parser",
    format: "docx",
    kind: "parsed",
    missing: () => null,
    read: (files) => {
      ensureResumeParser();
      return parseAll(files);
    },
  },
];
