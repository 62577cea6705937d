/**
 * A Word document (.docx, WordprocessingML in an OPC zip) from paragraphs of text runs: the few
 * parts of the format the resume and cover letter exports use, written directly. The `docx`
 * package did this before at 114 KiB gzip of the Worker script that every cold start loads
 * (docs/performance.md#the-worker); this is the part of it we used.
 *
 * Text is escaped here and nowhere else: characters XML 1.0 cannot hold (controls, lone
 * surrogates, U+FFFE/U+FFFF) are dropped, a tab becomes `<w:tab/>` and a line break `<w:br/>`.
 * Elements inside `w:pPr` and `w:rPr` are written in the order the schema requires (ECMA-376
 * part 1, CT_PPrBase and CT_RPr): Word reports a document whose properties are out of order as damaged.
 */
import { strToU8, zipSync } from "fflate";

export interface WordRun {
  text: string;
  bold?: boolean;
  /** Right-to-left text (`w:rtl`); left-to-right runs in a mirrored paragraph leave it off. */
  rtl?: boolean;
  /** Starts on a new line of the same paragraph (`w:br`), as an address's lines do. */
  newLine?: boolean;
}

export type WordStyle = "Title" | "Heading1" | "Heading2";

export interface WordParagraph {
  style?: WordStyle;
  keepNext?: boolean;
  keepLines?: boolean;
  pageBreakBefore?: boolean;
  bullet?: boolean;
  /** Right-to-left paragraph (`w:bidi`). */
  bidi?: boolean;
  /** A right-aligned tab stop at this position (twips): dates set against the right margin. */
  rightTab?: number;
  /** Twips before and after; `line` in 240ths of a line. */
  spacing?: { before?: number; after?: number; line?: number };
  runs: WordRun[];
}

/** The language of every run (`w:lang`), with the East Asian or the bidirectional slot where it applies. */
export interface WordLanguage {
  value: string;
  eastAsia?: string;
  bidirectional?: string;
}

export interface WordDocument {
  title: string;
  creator: string;
  language: WordLanguage | null;
  /** The body's font and size, and the headings' sizes, in half-points. */
  font: string;
  sizes: { body: number; title: number; heading1: number; heading2: number };
  /** Twips. */
  page: { width: number; height: number; margin: { top: number; right: number; bottom: number; left: number } };
  paragraphs: WordParagraph[];
  /** When the document was written, for its properties. */
  at: Date;
}

const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** The numbering definition of the bullets (numbering.xml). */
const BULLET_NUM_ID = 1;
/** A bullet's indent from the start of the line (the right, in a right-to-left paragraph). */
const BULLET_INDENT = { start: 360, hanging: 260 } as const;

// Not allowed in XML 1.0: C0 controls other than tab, newline and return; lone surrogates; U+FFFE, U+FFFF.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const attr = (name: string, value: string | number) => ` ${name}="${escapeXml(String(value))}"`;

function languageXml(language: WordLanguage | null): string {
  if (!language) return "";
  return `<w:lang${attr("w:val", language.value)}${language.eastAsia ? attr("w:eastAsia", language.eastAsia) : ""}${
    language.bidirectional ? attr("w:bidi", language.bidirectional) : ""
  }/>`;
}

/** A run's text: tabs as `w:tab`, line breaks as `w:br`, the rest as `w:t` with its spaces kept. */
function textXml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/(\t|\n)/)
    .map((part) => {
      if (part === "\t") return "<w:tab/>";
      if (part === "\n") return "<w:br/>";
      return part ? `<w:t xml:space="preserve">${escapeXml(part)}</w:t>` : "";
    })
    .join("");
}

function runXml(run: WordRun, language: WordLanguage | null): string {
  const props = `${run.bold ? "<w:b/><w:bCs/>" : ""}${run.rtl ? "<w:rtl/>" : ""}${languageXml(language)}`;
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}${run.newLine ? "<w:br/>" : ""}${textXml(run.text)}</w:r>`;
}

function paragraphXml(paragraph: WordParagraph, language: WordLanguage | null): string {
  const spacing = paragraph.spacing;
  const spacingXml =
    spacing && (spacing.before !== undefined || spacing.after !== undefined || spacing.line !== undefined)
      ? `<w:spacing${spacing.before !== undefined ? attr("w:before", spacing.before) : ""}${
          spacing.after !== undefined ? attr("w:after", spacing.after) : ""
        }${spacing.line !== undefined ? `${attr("w:line", spacing.line)} w:lineRule="auto"` : ""}/>`
      : "";
  const style = paragraph.style ?? (paragraph.bullet ? "ListParagraph" : null);
  // CT_PPrBase order: pStyle, keepNext, keepLines, pageBreakBefore, numPr, tabs, bidi, spacing.
  const props = [
    style ? `<w:pStyle w:val="${style}"/>` : "",
    paragraph.keepNext ? "<w:keepNext/>" : "",
    paragraph.keepLines ? "<w:keepLines/>" : "",
    paragraph.pageBreakBefore ? "<w:pageBreakBefore/>" : "",
    paragraph.bullet ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${BULLET_NUM_ID}"/></w:numPr>` : "",
    paragraph.rightTab !== undefined
      ? `<w:tabs><w:tab w:val="right"${attr("w:pos", paragraph.rightTab)}/></w:tabs>`
      : "",
    paragraph.bidi ? "<w:bidi/>" : "",
    spacingXml,
  ].join("");
  const runs = paragraph.runs.map((run) => runXml(run, language)).join("");
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${runs}</w:p>`;
}

function documentXml(document: WordDocument): string {
  const { page } = document;
  const body = document.paragraphs.map((paragraph) => paragraphXml(paragraph, document.language)).join("");
  const margin = page.margin;
  const section =
    `<w:sectPr><w:pgSz${attr("w:w", page.width)}${attr("w:h", page.height)} w:orient="portrait"/>` +
    `<w:pgMar${attr("w:top", margin.top)}${attr("w:right", margin.right)}${attr("w:bottom", margin.bottom)}${attr(
      "w:left",
      margin.left,
    )} w:header="708" w:footer="708" w:gutter="0"/><w:docGrid w:linePitch="360"/></w:sectPr>`;
  return `${XML_HEAD}<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:body>${body}${section}</w:body></w:document>`;
}

/** A paragraph style of Word's built-in set, by its built-in name, so Word and parsers know it. */
function paragraphStyle(id: string, name: string, props: { size?: number; color?: string; outline?: number }): string {
  const run = `${props.color ? `<w:color w:val="${props.color}"/>` : ""}${
    props.size ? `<w:sz w:val="${props.size}"/><w:szCs w:val="${props.size}"/>` : ""
  }`;
  const paragraph = props.outline !== undefined ? `<w:pPr><w:outlineLvl w:val="${props.outline}"/></w:pPr>` : "";
  return `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>${paragraph}${
    run ? `<w:rPr>${run}</w:rPr>` : ""
  }</w:style>`;
}

function stylesXml(document: WordDocument): string {
  const { sizes } = document;
  const font = escapeXml(document.font);
  return (
    `${XML_HEAD}<w:styles xmlns:w="${W_NS}"><w:docDefaults><w:rPrDefault><w:rPr>` +
    `<w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:eastAsia="${font}" w:cs="${font}"/>` +
    `<w:sz w:val="${sizes.body}"/><w:szCs w:val="${sizes.body}"/>${languageXml(document.language)}` +
    `</w:rPr></w:rPrDefault><w:pPrDefault/></w:docDefaults>` +
    `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>` +
    paragraphStyle("Title", "Title", { size: sizes.title }) +
    paragraphStyle("Heading1", "Heading 1", { size: sizes.heading1, color: "2E74B5", outline: 0 }) +
    paragraphStyle("Heading2", "Heading 2", { size: sizes.heading2, color: "2E74B5", outline: 1 }) +
    `<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:qFormat/></w:style>` +
    `</w:styles>`
  );
}

function numberingXml(): string {
  return (
    `${XML_HEAD}<w:numbering xmlns:w="${W_NS}"><w:abstractNum w:abstractNumId="0">` +
    `<w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>` +
    `<w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:start="${BULLET_INDENT.start}" w:hanging="${BULLET_INDENT.hanging}"/></w:pPr></w:lvl>` +
    `</w:abstractNum><w:num w:numId="${BULLET_NUM_ID}"><w:abstractNumId w:val="0"/></w:num></w:numbering>`
  );
}

const SETTINGS =
  `${XML_HEAD}<w:settings xmlns:w="${W_NS}"><w:defaultTabStop w:val="720"/><w:compat>` +
  // Word 2013 and later's layout, not compatibility mode.
  `<w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/>` +
  `</w:compat></w:settings>`;

function coreXml(document: WordDocument): string {
  const at = document.at.toISOString().replace(/\.\d{3}Z$/, "Z");
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${escapeXml(document.title)}</dc:title><dc:creator>${escapeXml(document.creator)}</dc:creator>` +
    (document.language ? `<dc:language>${escapeXml(document.language.value)}</dc:language>` : "") +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified></cp:coreProperties>`
  );
}

const APP =
  `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
  `<Application>ResumeForge</Application></Properties>`;

const OFFICE_TYPE = "application/vnd.openxmlformats-officedocument";

/**
 * The document's parts: where each lies in the zip, its content type ([Content_Types].xml) and
 * how it is related, from the package (_rels/.rels) or from the main document
 * (word/_rels/document.xml.rels). Both lists are written from this one.
 */
const PARTS = [
  {
    name: "word/document.xml",
    contentType: `${OFFICE_TYPE}.wordprocessingml.document.main+xml`,
    from: "package",
    relation: `${DOC_REL}/officeDocument`,
  },
  {
    name: "docProps/core.xml",
    contentType: "application/vnd.openxmlformats-package.core-properties+xml",
    from: "package",
    relation: "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties",
  },
  {
    name: "docProps/app.xml",
    contentType: `${OFFICE_TYPE}.extended-properties+xml`,
    from: "package",
    relation: `${DOC_REL}/extended-properties`,
  },
  {
    name: "word/styles.xml",
    contentType: `${OFFICE_TYPE}.wordprocessingml.styles+xml`,
    from: "document",
    relation: `${DOC_REL}/styles`,
  },
  {
    name: "word/numbering.xml",
    contentType: `${OFFICE_TYPE}.wordprocessingml.numbering+xml`,
    from: "document",
    relation: `${DOC_REL}/numbering`,
  },
  {
    name: "word/settings.xml",
    contentType: `${OFFICE_TYPE}.wordprocessingml.settings+xml`,
    from: "document",
    relation: `${DOC_REL}/settings`,
  },
] as const;
type PartName = (typeof PARTS)[number]["name"];

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  PARTS.map((part) => `<Override PartName="/${part.name}" ContentType="${part.contentType}"/>`).join("") +
  `</Types>`;

/** The relationships from the package or from the document; targets are relative to the source's folder. */
function relationships(from: "package" | "document", folder: string): string {
  const related = PARTS.filter((part) => part.from === from).map(
    (part, index) =>
      `<Relationship Id="rId${index + 1}" Type="${part.relation}" Target="${part.name.slice(folder.length)}"/>`,
  );
  return `${XML_HEAD}<Relationships xmlns="${REL_NS}">${related.join("")}</Relationships>`;
}
const PACKAGE_RELS = relationships("package", "");
const DOCUMENT_RELS = relationships("document", "word/");

/** The .docx file. */
export function wordDocument(document: WordDocument): Uint8Array<ArrayBuffer> {
  const contents: Record<PartName, string> = {
    "word/document.xml": documentXml(document),
    "docProps/core.xml": coreXml(document),
    "docProps/app.xml": APP,
    "word/styles.xml": stylesXml(document),
    "word/numbering.xml": numberingXml(),
    "word/settings.xml": SETTINGS,
  };
  const zipped = zipSync(
    {
      // [Content_Types].xml first: some readers look for it at the start of the archive.
      "[Content_Types].xml": strToU8(CONTENT_TYPES),
      "_rels/.rels": strToU8(PACKAGE_RELS),
      "word/_rels/document.xml.rels": strToU8(DOCUMENT_RELS),
      ...Object.fromEntries(PARTS.map((part) => [part.name, strToU8(contents[part.name])])),
    },
    { level: 6, mtime: document.at },
  );
  return new Uint8Array(zipped);
}
