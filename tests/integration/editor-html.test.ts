import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createVerifiedUser, ORIGIN, resumeData } from "./helpers";

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** The texts and labels inside the first <header> of `html`, each with whether an ancestor carries the `hidden` attribute. */
function headerControls(html: string): { text: string; hidden: boolean; tag: string; href?: string }[] {
  const start = html.indexOf("<header");
  const end = html.indexOf("</header>", start);
  expect(start, "the page has a header").toBeGreaterThanOrEqual(0);
  const header = html.slice(start, end + "</header>".length);
  const stack: { tag: string; hidden: boolean; href?: string }[] = [];
  const found: { text: string; hidden: boolean; tag: string; href?: string }[] = [];
  for (const token of header.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g)) {
    const [, closing, tag, attributes = "", selfClosing, text] = token;
    const inHidden = stack.some((element) => element.hidden);
    if (text !== undefined) {
      if (text.trim())
        found.push({
          text: text.trim(),
          hidden: inHidden,
          tag: stack.at(-1)?.tag ?? "",
          href: stack.findLast((element) => element.href)?.href,
        });
      continue;
    }
    const name = tag!.toLowerCase();
    if (closing) {
      const at = stack.map((element) => element.tag).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    // The `hidden` attribute, not a class named so (CSS decides those by width).
    const hidden = inHidden || /\shidden(=|\s|$)/.test(attributes.replace(/"[^"]*"/g, '""'));
    const href = /\shref="([^"]*)"/.exec(attributes)?.[1]?.replaceAll("&amp;", "&");
    const label = /\saria-label="([^"]*)"/.exec(attributes)?.[1];
    if (label) found.push({ text: label, hidden, tag: name, href });
    if (!selfClosing && !VOID.has(name)) stack.push({ tag: name, hidden, href });
  }
  return found;
}

describe("the editor's server-rendered HTML", () => {
  it("has Save, Generate PDF and Change Template in the header before any script runs", async () => {
    const owner = await createVerifiedUser("Hana Header");
    const created = await call(owner, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: resumeData(),
    });
    const { id } = (await created.json()) as { id: string };

    const response = await SELF.fetch(`${ORIGIN}/builder/modern-professional?resume=${id}`, {
      headers: { Cookie: owner.cookie, "Accept-Language": "en" },
    });
    expect(response.status).toBe(200);
    const shown = headerControls(await response.text()).filter((control) => !control.hidden);

    expect(shown.filter((control) => control.tag === "button" && control.text === "Save")).toHaveLength(1);
    expect(shown.filter((control) => control.tag === "button" && control.text === "Generate PDF")).toHaveLength(1);
    // On a wide screen Change Template sits in the row itself (CSS hides it on narrower ones, where More holds it).
    expect(shown.filter((control) => control.text === "Change Template").map((control) => control.href)).toEqual([
      `/templates?resume=${id}`,
    ]);
  });

  it("renders them in the interface's language (German)", async () => {
    const owner = await createVerifiedUser("Olga Owner");
    const created = await call(owner, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: resumeData(),
    });
    const { id } = (await created.json()) as { id: string };
    const response = await SELF.fetch(`${ORIGIN}/builder/modern-professional?resume=${id}`, {
      headers: { Cookie: `${owner.cookie}; lang=de` },
    });
    const shown = headerControls(await response.text()).filter((control) => !control.hidden);
    expect(shown.filter((control) => control.tag === "button" && control.text === "Speichern")).toHaveLength(1);
    expect(shown.filter((control) => control.tag === "button" && control.text === "PDF erstellen")).toHaveLength(1);
    expect(shown.filter((control) => control.text === "Vorlage wechseln")).toHaveLength(1);
  });

  it("keeps the header on the editor's error page (the page that renders it failed)", async () => {
    const owner = await createVerifiedUser("Erin Error");
    const response = await SELF.fetch(`${ORIGIN}/builder/modern-professional?resume=no-such-resume`, {
      headers: { Cookie: owner.cookie, "Accept-Language": "en" },
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.match(/<header\b/g)).toHaveLength(1);
    expect(headerControls(html).some((control) => control.text === "Dashboard")).toBe(true);
  });
});
