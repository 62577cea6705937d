/** The resume's language and direction (docs/product.md#resume-language) through REST, the room and the exports. */
import { runDurableObjectAlarm } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ResumeData } from "~/domain/resume/schema";
import { MULTILINGUAL, multilingualStrings } from "../fixtures/multilingual-resumes";
import { call, d1Row, roomStub, RoomClient, sharedResume } from "./collab-helpers";
import { createVerifiedUser, resumeData, type Account } from "./helpers";

async function create(account: Account, data: ResumeData): Promise<string> {
  const response = await call(account, "POST", "/api/resumes", { templateId: "modern-professional", data });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function documentXml(account: Account, id: string): Promise<string> {
  const response = await call(account, "GET", `/api/resumes/${id}/export?format=docx`);
  expect(response.status).toBe(200);
  return strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["word/document.xml"]!);
}

const ARABIC: ResumeData = resumeData({
  personalInfo: {
    fullName: "ليلى حداد",
    email: "layla@example.com",
    phone: "+971 4 555 0100",
    address: "دبي",
    linkedIn: "",
    github: "",
  },
  summary: "مهندسة برمجيات",
  skills: ["TypeScript"],
  experience: [
    {
      id: "e1",
      company: "شركة الدفع",
      position: "مهندسة",
      startDate: "2020-01",
      endDate: "",
      current: true,
      description: "- بناء نظام الدفع",
    },
  ],
  settings: { language: "ar", direction: "auto" },
});

describe("resume language over REST", () => {
  it("saves and reads the language (a save without settings keeps it); an old resume without it reads as none (English); a wrong one is a 400 that writes nothing", async () => {
    const owner = await createVerifiedUser("Grete Language");
    const id = await create(owner, resumeData({ settings: { language: "de", direction: "auto" } }));
    const read = (await (await call(owner, "GET", `/api/resumes/${id}`)).json()) as {
      data: ResumeData;
      version: number;
    };
    expect(read.data.settings).toEqual({ language: "de", direction: "auto" });

    const bad = await call(owner, "PUT", `/api/resumes/${id}`, {
      data: resumeData({ settings: { language: "xx" as "de", direction: "auto" } }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Unknown resume language.");
    const badDirection = await call(owner, "PUT", `/api/resumes/${id}`, {
      data: { ...resumeData(), settings: { direction: "sideways" } },
    });
    expect(badDirection.status).toBe(400);
    expect((await d1Row(id)).data.settings).toEqual({ language: "de", direction: "auto" });

    // A client of the original API sends data without settings: the language stays.
    const withoutSettings = await call(owner, "PUT", `/api/resumes/${id}`, {
      data: resumeData({ summary: "Saved by an old client" }),
    });
    expect(withoutSettings.status).toBe(200);
    expect((await d1Row(id)).data).toMatchObject({
      summary: "Saved by an old client",
      settings: { language: "de", direction: "auto" },
    });

    const partial = await call(owner, "PUT", `/api/resumes/${id}`, {
      data: { ...resumeData(), settings: { direction: "rtl" } },
    });
    expect(partial.status).toBe(200);
    expect((await d1Row(id)).data.settings).toEqual({ language: "en", direction: "rtl" });

    const old = await create(owner, resumeData());
    expect((await d1Row(old)).data.settings).toBeUndefined();
    const txt = await (await call(owner, "GET", `/api/resumes/${old}/export?format=txt`)).text();
    expect(txt).toContain("PROFESSIONAL EXPERIENCE");
  });
});

describe("resume language in the room", () => {
  it("setLanguage and setDirection reach every editor, are refused from a viewer, and are written back to D1", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const [a, b, v] = await Promise.all([
      RoomClient.connect(owner, resumeId),
      RoomClient.connect(editor, resumeId),
      RoomClient.connect(viewer, resumeId),
    ]);
    try {
      await a.ack(
        a.edit([
          { op: "setLanguage", value: "es" },
          { op: "setDirection", value: "ltr" },
        ]),
      );
      const seen = await b.next("resumeUpdated", (message) => message.ops.some((op) => op.op === "setLanguage"));
      expect(seen.sections).toEqual(expect.arrayContaining(["language", "text direction"]));

      v.edit([{ op: "setLanguage", value: "ja" }]);
      expect((await v.next("error")).message).toBe("You can view this resume but not edit it.");
      // An unknown language is not a valid message at all: the room answers with an error, nothing applied.
      a.send({ type: "resumeUpdate", opId: "bad-1", ops: [{ op: "setLanguage", value: "xx" }] });
      await a.next("error");

      expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
      expect((await d1Row(resumeId)).data.settings).toEqual({ language: "es", direction: "ltr" });
      const txt = await (await call(owner, "GET", `/api/resumes/${resumeId}/export?format=txt`)).text();
      expect(txt).toContain("EXPERIENCIA PROFESIONAL");
      expect(txt).toMatch(/1842 – actualidad/);
    } finally {
      for (const client of [a, b, v]) client.close();
    }
  });
});

describe("exports in the resume's language", () => {
  it("DOCX of an Arabic resume: w:lang with the bidi slot, w:bidi on paragraphs, w:rtl on runs but not on the e-mail", async () => {
    const owner = await createVerifiedUser("Layla Haddad");
    const id = await create(owner, ARABIC);
    const xml = await documentXml(owner, id);
    expect(xml).toContain('w:bidi="ar-SA"');
    expect(xml).toMatch(/<w:pPr>(?:(?!<\/w:pPr>).)*<w:bidi\/>/s);
    expect(xml).toMatch(/<w:rPr>(?:(?!<\/w:rPr>).)*<w:rtl\/>(?:(?!<\/w:rPr>).)*<\/w:rPr><w:t[^>]*>ليلى حداد<\/w:t>/s);
    // The e-mail run is not marked right to left.
    expect(xml).not.toMatch(/<w:rtl\/>(?:(?!<\/w:rPr>).)*<\/w:rPr><w:t[^>]*>layla@example\.com<\/w:t>/s);
    expect(xml).toContain("الخبرة المهنية");
    expect(xml).toContain("حتى الآن");
  });

  it("DOCX of a German resume: w:lang de-DE, German headings and months, no bidi", async () => {
    const owner = await createVerifiedUser("Grete Docx");
    const id = await create(
      owner,
      resumeData({
        settings: { language: "de", direction: "auto" },
        experience: [
          {
            id: "e1",
            company: "AG",
            position: "Entwicklerin",
            startDate: "2019-03",
            endDate: "2021-12",
            current: false,
            description: "",
          },
        ],
      }),
    );
    const xml = await documentXml(owner, id);
    expect(xml).toContain('w:val="de-DE"');
    expect(xml).toContain("Berufserfahrung");
    expect(xml).toContain("März 2019 – Dez. 2021");
    expect(xml).not.toContain("<w:bidi/>");
    expect(xml).not.toContain("<w:rtl/>");
  });

  it("DOCX of a Japanese resume tags the East Asian language slot", async () => {
    const owner = await createVerifiedUser("Taro Docx");
    const id = await create(owner, { ...MULTILINGUAL, settings: { language: "ja", direction: "auto" } });
    const xml = await documentXml(owner, id);
    expect(xml).toContain('w:eastAsia="ja-JP"');
    expect(xml).toContain("職務経歴");
    for (const text of multilingualStrings()) expect(xml, text).toContain(text.replaceAll("&", "&amp;"));
  });

  it("TXT keeps every character of the multilingual resume", async () => {
    const owner = await createVerifiedUser("Lukasz Txt");
    const id = await create(owner, MULTILINGUAL);
    const txt = await (await call(owner, "GET", `/api/resumes/${id}/export?format=txt`)).text();
    for (const text of multilingualStrings()) expect(txt, text).toContain(text);
    const arabic = await create(owner, ARABIC);
    const arabicTxt = await (await call(owner, "GET", `/api/resumes/${arabic}/export?format=txt`)).text();
    expect(arabicTxt).toContain("ليلى حداد");
    expect(arabicTxt).toContain("يناير 2020 – حتى الآن");
  });
});
