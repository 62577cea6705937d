import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { FIT_LADDER } from "../../app/domain/layout/ladder";
import { longLastEntryResume, nearOnePageResume } from "../fixtures/near-one-page";
import { SELF } from "cloudflare:test";
import { call, createVerifiedUser, ORIGIN } from "./helpers";
import { sharedResume } from "./collab-helpers";

interface LayoutAnswer {
  pages: number;
  fitToPages: 1 | 2 | null;
  fitted: null | {
    spacing: number;
    lineHeight: number;
    margin: number;
    font: number;
    marginMm: { vertical: number; horizontal: number };
    bodyPt: number;
  };
  overBy: { lines: number } | null;
}

const layoutOf = async (account: Parameters<typeof call>[0], id: string) => {
  const response = await call(account, "GET", `/api/resumes/${id}/layout`);
  return { status: response.status, body: (await response.json()) as LayoutAnswer };
};

describe("GET /api/resumes/{id}/layout", () => {
  it("answers pages, target, fitted settings and lines over as the PDF prints them, to owner, editor and viewer only", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const stranger = await createVerifiedUser();
    const tight = FIT_LADDER.at(-1)!;

    // Three lines over one page, no target: two pages, nothing fitted.
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: nearOnePageResume(3, 4) })).status).toBe(200);
    expect(await layoutOf(owner, resumeId)).toEqual({
      status: 200,
      body: { pages: 2, fitToPages: null, fitted: null, overBy: null },
    });

    // Fitted to one page: the PDF prints one page, fitted by the solver as it prints (the same
    // choice for everyone; a stored rung that is tighter than needed is loosened), within the bounds.
    const fittedData = {
      ...nearOnePageResume(3, 4),
      settings: { language: "en", direction: "auto", fitToPages: 1, fitted: FIT_LADDER[2] },
    };
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: fittedData })).status).toBe(200);
    const answers: LayoutAnswer[] = [];
    for (const account of [viewer, owner, editor]) {
      const { status, body } = await layoutOf(account, resumeId);
      expect(status).toBe(200);
      expect(body).toMatchObject({ pages: 1, fitToPages: 1, overBy: null });
      expect(FIT_LADDER.map((rung) => JSON.stringify(rung))).toContain(
        JSON.stringify({
          spacing: body.fitted?.spacing,
          lineHeight: body.fitted?.lineHeight,
          margin: body.fitted?.margin,
          font: body.fitted?.font,
        }),
      );
      expect(body.fitted!.marginMm.vertical).toBeGreaterThanOrEqual(12);
      expect(body.fitted!.bodyPt).toBeGreaterThanOrEqual(9.5);
      answers.push(body);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    // Far too long even at the tightest rung: still two pages, and by how many lines.
    const tooLong = {
      ...nearOnePageResume(8, 5),
      settings: { language: "en", direction: "auto", fitToPages: 1, fitted: tight },
    };
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: tooLong })).status).toBe(200);
    const over = await layoutOf(owner, resumeId);
    expect(over.body.pages).toBeGreaterThan(1);
    expect(over.body.overBy?.lines).toBeGreaterThan(5);
    expect(over.body.fitted?.marginMm.vertical).toBeGreaterThanOrEqual(12);

    expect((await call(stranger, "GET", `/api/resumes/${resumeId}/layout`)).status).toBe(404);
    expect((await call(null, "GET", `/api/resumes/${resumeId}/layout`)).status).toBe(401);
  });

  it("starts a section on a new page in the PDF when the resume says so", async () => {
    const owner = await createVerifiedUser();
    const data = nearOnePageResume(1);
    const created = await call(owner, "POST", "/api/resumes", { templateId: "sales-impact", data });
    const { id } = (await created.json()) as { id: string };
    expect((await layoutOf(owner, id)).body.pages).toBe(1);
    const withBreak = { ...data, settings: { language: "en", direction: "auto", newPageSections: ["education"] } };
    expect((await call(owner, "PUT", `/api/resumes/${id}`, { data: withBreak })).status).toBe(200);
    expect((await layoutOf(owner, id)).body.pages).toBe(2);
    const refused = await call(owner, "PUT", `/api/resumes/${id}`, {
      data: { ...data, settings: { language: "en", direction: "auto", newPageSections: ["footer"] } },
    });
    expect(refused.status).toBe(400);
  });

  it("refuses a fit target other than 1, 2 or null and settings out of bounds with a coded 400", async () => {
    const owner = await createVerifiedUser();
    const created = await call(owner, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: nearOnePageResume(1),
    });
    const { id } = (await created.json()) as { id: string };
    for (const settings of [
      { fitToPages: 3 },
      { fitToPages: 1, fitted: { spacing: 0.1, lineHeight: 1, margin: 0, font: 1 } },
    ]) {
      const response = await call(owner, "PUT", `/api/resumes/${id}`, {
        data: { ...nearOnePageResume(1), settings: { language: "en", direction: "auto", ...settings } },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBeTruthy();
    }
  });
});

let pdfjs: typeof import("pdfjs-dist");
beforeAll(async () => {
  // pdf.js runs its "worker" in-process when the worker module is provided up front.
  // @ts-expect-error pdfjs-dist ships no type declarations for its worker entry.
  (globalThis as Record<string, unknown>).pdfjsWorker = await import("pdfjs-dist/build/pdf.worker.mjs");
  pdfjs = await import("pdfjs-dist");
});

/** A PDF's page count, as pdf.js reads it. */
async function pdfPagesOf(bytes: Uint8Array): Promise<number> {
  const task = pdfjs.getDocument({ data: bytes, useWorkerFetch: false });
  const pages = (await task.promise).numPages;
  await task.destroy();
  return pages;
}

/** Each page's text of the resume's exported PDF. */
async function pdfPageTexts(account: Parameters<typeof call>[0], id: string): Promise<string[]> {
  const response = await call(account, "GET", `/api/resumes/${id}/export?format=pdf`);
  expect(response.status).toBe(200);
  const task = pdfjs.getDocument({ data: new Uint8Array(await response.arrayBuffer()), useWorkerFetch: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " "),
    );
  }
  await task.destroy();
  return pages;
}

/** On which page (0-based) each of the last entry's bullets printed, and its heading. */
function placesOf(pages: string[]): { heading: number; bullets: number[] } {
  const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
  return {
    heading: pageOf("Lastentry Logistics"),
    bullets: Array.from({ length: 9 }, (_, index) => pageOf(`Long entry bullet ${index + 1}:`)),
  };
}

const settingsOf = async (account: Parameters<typeof call>[0], id: string) => {
  const response = await call(account, "GET", `/api/resumes/${id}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    version: number;
    data: { settings?: { fitToPages?: 1 | 2 | null; fitted?: LayoutAnswer["fitted"] } };
  };
  return { version: body.version, settings: body.data.settings ?? {} };
};

describe("fitting without a browser: the PDF renderer fits a resume with a target as it prints", () => {
  it("fits a resume whose target was set only through the API, prints it on one page and stores the choice as an edit", async () => {
    const owner = await createVerifiedUser();
    const data = {
      ...nearOnePageResume(3, 4),
      settings: { language: "en", direction: "auto", fitToPages: 1 },
    };
    const created = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const before = await settingsOf(owner, id);
    expect(before.settings.fitted ?? null).toBeNull();

    // The layout API prints it fitted: one page, the solver's rung, nothing over.
    const { status, body } = await layoutOf(owner, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pages: 1, fitToPages: 1, overBy: null });
    expect(body.fitted).not.toBeNull();
    const chosen = FIT_LADDER.find(
      (rung) =>
        rung.spacing === body.fitted!.spacing &&
        rung.lineHeight === body.fitted!.lineHeight &&
        rung.margin === body.fitted!.margin &&
        rung.font === body.fitted!.font,
    );
    expect(chosen).toBeDefined();

    // The choice is stored in the resume as one edit (a new version of the document).
    const after = await settingsOf(owner, id);
    expect(after.settings).toMatchObject({ fitToPages: 1, fitted: chosen });
    expect(after.version).toBeGreaterThan(before.version);

    // The exported PDF is that fitted print, on one page.
    expect(await pdfPageTexts(owner, id)).toHaveLength(1);
    // Printing it again (now from the stored settings) chooses the same and stores nothing new.
    expect((await layoutOf(owner, id)).body).toEqual(body);
    expect((await settingsOf(owner, id)).version).toBe(after.version);

    // The DOCX follows the stored settings: it differs from the DOCX of the same resume with the
    // same target that nothing printed yet (so nothing fitted), by the chosen spacing/sizes/margins.
    const xml = await documentXml(owner, id);
    expect(xml).toContain("Fiona Fitwell");
    const twin = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
    const twinId = ((await twin.json()) as { id: string }).id;
    expect((await settingsOf(owner, twinId)).settings.fitted ?? null).toBeNull();
    expect(xml).not.toEqual(await documentXml(owner, twinId));
  });

  it("prints a resume far over its target unchanged, says by how much, and stores nothing", async () => {
    const owner = await createVerifiedUser();
    const data = { ...nearOnePageResume(8, 5), settings: { language: "en", direction: "auto", fitToPages: 1 } };
    const created = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
    const { id } = (await created.json()) as { id: string };
    const before = await settingsOf(owner, id);
    const { body } = await layoutOf(owner, id);
    expect(body.pages).toBeGreaterThan(1);
    expect(body.fitted).toBeNull();
    expect(body.overBy?.lines).toBeGreaterThan(5);
    const after = await settingsOf(owner, id);
    expect(after.version).toBe(before.version);
    expect(after.settings.fitted ?? null).toBeNull();
    expect((await pdfPageTexts(owner, id)).length).toBe(body.pages);
  });

  it("stores nothing new for a resume that already fits its target of two pages as designed", async () => {
    const owner = await createVerifiedUser();
    const data = { ...nearOnePageResume(3, 4), settings: { language: "en", direction: "auto", fitToPages: 2 } };
    const created = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
    const { id } = (await created.json()) as { id: string };
    const before = await settingsOf(owner, id);
    expect(await layoutOf(owner, id)).toEqual({
      status: 200,
      body: { pages: 2, fitToPages: 2, fitted: null, overBy: null },
    });
    expect(await settingsOf(owner, id)).toEqual(before);
  });

  it("prints the public link's PDF fitted, and a visitor's download stores nothing in the resume", async () => {
    const owner = await createVerifiedUser();
    const data = { ...nearOnePageResume(3, 4), settings: { language: "en", direction: "auto", fitToPages: 1 } };
    const created = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
    const { id } = (await created.json()) as { id: string };
    const published = await call(owner, "PUT", `/api/resumes/${id}/publication`, {});
    expect(published.status).toBe(200);
    const { slug } = (await published.json()) as { slug: string };
    const before = await settingsOf(owner, id);
    const response = await SELF.fetch(`${ORIGIN}/r/${slug}/pdf`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await pdfPagesOf(new Uint8Array(await response.arrayBuffer()))).toBe(1);
    expect(await settingsOf(owner, id)).toEqual(before);
  });

  it("fits a viewer's print without storing anything: only who may edit changes the resume", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const data = { ...nearOnePageResume(3, 4), settings: { language: "en", direction: "auto", fitToPages: 1 } };
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { data })).status).toBe(200);
    const before = await settingsOf(owner, resumeId);
    const { body } = await layoutOf(viewer, resumeId);
    expect(body).toMatchObject({ pages: 1, fitToPages: 1, overBy: null });
    expect(body.fitted).not.toBeNull();
    expect(await settingsOf(owner, resumeId)).toEqual(before);
  });

  it("fits a print asked for with a token that may only read, and stores nothing; a token with write stores it", async () => {
    const owner = await createVerifiedUser();
    const data = { ...nearOnePageResume(3, 4), settings: { language: "en", direction: "auto", fitToPages: 1 } };
    const created = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
    const { id } = (await created.json()) as { id: string };
    const tokenWith = async (scopes: string[]) =>
      (
        (await (await call(owner, "POST", "/api/tokens", { name: scopes.join("+"), scopes })).json()) as {
          token: string;
        }
      ).token;
    const asToken = (token: string) => ({ ...owner, token });
    const before = await settingsOf(owner, id);
    const read = await layoutOf(asToken(await tokenWith(["read"])), id);
    expect(read.body).toMatchObject({ pages: 1, fitToPages: 1, overBy: null });
    expect(await settingsOf(owner, id)).toEqual(before);
    await layoutOf(asToken(await tokenWith(["read", "write"])), id);
    const stored = (await settingsOf(owner, id)).settings.fitted;
    expect(stored).toBeTruthy();
    expect(read.body.fitted).toMatchObject(stored!);
  });
});

describe("page controls for a long entry", () => {
  // Minimal Modern sets a label column beside its sections.
  it.each(["modern-professional", "minimal-modern"])(
    "%s breaks a long entry between bullets with two on each side, and Keep together prints it whole on the next page",
    async (templateId) => {
      const owner = await createVerifiedUser();
      const created = await call(owner, "POST", "/api/resumes", { templateId, data: longLastEntryResume() });
      const { id } = (await created.json()) as { id: string };

      const split = placesOf(await pdfPageTexts(owner, id));
      expect(split.heading).toBe(0);
      expect(split.bullets.every((page) => page === 0 || page === 1)).toBe(true);
      const onSecond = split.bullets.filter((page) => page === 1).length;
      expect(onSecond).toBeGreaterThanOrEqual(2);
      expect(9 - onSecond).toBeGreaterThanOrEqual(2);
      // In order: once on page 2, the rest follow.
      expect(split.bullets).toEqual([...split.bullets].sort());

      expect((await call(owner, "PUT", `/api/resumes/${id}`, { data: longLastEntryResume(true) })).status).toBe(200);
      const whole = placesOf(await pdfPageTexts(owner, id));
      expect(whole).toEqual({ heading: 1, bullets: Array(9).fill(1) });
      expect((await layoutOf(owner, id)).body.pages).toBe(2);

      const wrong = await call(owner, "PUT", `/api/resumes/${id}`, {
        data: {
          ...longLastEntryResume(),
          experience: [{ ...longLastEntryResume().experience[0]!, keepTogether: "yes" }],
        },
      });
      expect(wrong.status).toBe(400);
    },
  );

  it("keeps a long entry whole in Academic Research, whose date column print cannot split", async () => {
    const owner = await createVerifiedUser();
    const created = await call(owner, "POST", "/api/resumes", {
      templateId: "academic-research",
      data: longLastEntryResume(),
    });
    const { id } = (await created.json()) as { id: string };
    expect(placesOf(await pdfPageTexts(owner, id))).toEqual({ heading: 1, bullets: Array(9).fill(1) });
  });
});

async function documentXml(account: Parameters<typeof call>[0], id: string): Promise<string> {
  const response = await call(account, "GET", `/api/resumes/${id}/export?format=docx`);
  expect(response.status).toBe(200);
  return strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["word/document.xml"]!);
}

describe("the DOCX honours the page settings", () => {
  it("prints on the resume's paper with fitted sizes and margins, starts a section on a new page, and keeps headings with what follows", async () => {
    const owner = await createVerifiedUser();
    const created = await call(owner, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: nearOnePageResume(3, 4),
    });
    const { id } = (await created.json()) as { id: string };
    const designed = await documentXml(owner, id);
    expect(designed).toContain(`<w:pgMar w:top="1000" w:right="1100" w:bottom="1000" w:left="1100"`);
    expect(designed).not.toContain("<w:pageBreakBefore/>");
    // Every section heading keeps with what follows.
    expect(
      designed.match(/<w:pStyle w:val="Heading1"\/>[^]*?<\/w:pPr>/g)?.every((props) => props.includes("<w:keepNext/>")),
    ).toBe(true);

    const tight = FIT_LADDER.at(-1)!;
    const fitted = {
      ...nearOnePageResume(3, 4),
      settings: { language: "en", direction: "auto", fitToPages: 1, fitted: tight, newPageSections: ["education"] },
    };
    expect((await call(owner, "PUT", `/api/resumes/${id}`, { data: fitted })).status).toBe(200);
    const xml = await documentXml(owner, id);
    const margin = Number(/<w:pgMar w:top="(\d+)"/.exec(xml)?.[1]);
    expect(margin).toBeLessThan(1000);
    expect(margin).toBeGreaterThanOrEqual(680); // 12 mm
    // The body's size is in styles.xml; Education's heading starts a page.
    const response = await call(owner, "GET", `/api/resumes/${id}/export?format=docx`);
    const styles = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["word/styles.xml"]!);
    const body = Number(/<w:docDefaults>[^]*?<w:sz w:val="(\d+)"\/>/.exec(styles)?.[1]);
    expect(body).toBeLessThan(22);
    expect(body).toBeGreaterThanOrEqual(19); // 9.5 pt
    // On the resume's paper: A4 as designed, US Letter when the resume is set so.
    expect(xml).toContain(`<w:pgSz w:w="11906" w:h="16838"`);
    expect((await call(owner, "PUT", `/api/resumes/${id}`, { pageSize: "Letter" })).status).toBe(200);
    expect(await documentXml(owner, id)).toContain(`<w:pgSz w:w="12240" w:h="15840"`);
    const breaking = xml.match(/<w:p[ >](?:(?!<\/w:p>)[^])*<w:pageBreakBefore\/>(?:(?!<\/w:p>)[^])*<\/w:p>/g) ?? [];
    expect(breaking).toHaveLength(1);
    expect(breaking[0]).toContain(">Education<");
  });
});
