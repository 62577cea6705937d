import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { coverLetters } from "~/db/schema";
import type { CoverLetterDocument, LetterContent } from "~/domain/cover-letter/schema";
import { getDb } from "~/server/db.server";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";

const JOB = {
  title: "Analytical Programmer",
  company: "Babbage & Co",
  description: "Requirements\n- Python\n- SQL\n- Excellent communication",
};

async function resumeOf(owner: Account) {
  const data = resumeData({
    skills: ["SQL"],
    experience: [
      {
        id: "exp1",
        company: "Analytical Engine",
        position: "Programmer",
        startDate: "2019-01",
        endDate: "",
        current: true,
        description: "- Wrote Python tools used by 30 analysts\n- Tuned SQL reports",
      },
    ],
  });
  const response = await call(owner, "POST", "/api/resumes", { templateId: "classic-executive", data });
  return ((await response.json()) as { id: string }).id;
}

async function share(owner: Account, resumeId: string, who: Account, role: "editor" | "viewer") {
  expect((await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email: who.email, role })).status).toBe(
    201,
  );
}

async function newLetter(account: Account, resumeId: string, body: unknown = { jobDescription: JOB }) {
  const response = await call(account, "POST", `/api/resumes/${resumeId}/cover-letters`, body);
  return { response, body: (await response.json()) as CoverLetterDocument & { created: boolean; message?: string } };
}

describe("cover letter API", () => {
  it("requires a session (401) on every endpoint", async () => {
    for (const [method, path] of [
      ["GET", "/api/resumes/x/cover-letters"],
      ["POST", "/api/resumes/x/cover-letters"],
      ["GET", "/api/cover-letters/x"],
      ["PUT", "/api/cover-letters/x"],
      ["DELETE", "/api/cover-letters/x"],
      ["GET", "/api/cover-letters/x/export?format=txt"],
    ] as const) {
      const response = await call(null, method, path, method === "POST" || method === "PUT" ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("drafts a letter from the resume and the job (201), returns the same letter for the same job (200), lists, edits, deletes", async () => {
    const owner = await createVerifiedUser("Ada Lovelace");
    const resumeId = await resumeOf(owner);
    const created = await newLetter(owner, resumeId);
    expect(created.response.status).toBe(201);
    expect(created.body).toMatchObject({ resumeId, role: "owner", version: 1, created: true, jobDescription: JOB });
    const content = created.body.content;
    expect(content.greeting).toBe("Dear Babbage & Co hiring team,");
    expect(content.paragraphs[0]).toMatch(
      /^I am writing to apply for the Analytical Programmer position at Babbage & Co. I bring \d+ years of professional experience, most recently as Programmer at Analytical Engine\.$/,
    );
    expect(content.paragraphs.join(" ")).toContain(
      "One result from that work: Wrote Python tools used by 30 analysts.",
    );
    expect(content.traces.length).toBeGreaterThan(2);

    // One letter per job: the same posting (spacing and case aside) gives back the existing letter.
    const again = await newLetter(owner, resumeId, {
      jobDescription: { ...JOB, title: ` ${JOB.title.toUpperCase()} ` },
    });
    expect(again.response.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, created: false });
    const blank = await newLetter(owner, resumeId, {});
    expect(blank.response.status).toBe(201);
    expect(blank.body.content).toMatchObject({
      greeting: "Dear Hiring Manager,",
      paragraphs: [""],
      signature: "Ada Lovelace",
      traces: [],
    });

    const list = (await (await call(owner, "GET", `/api/resumes/${resumeId}/cover-letters`)).json()) as {
      coverLetters: Array<{ id: string; title: string }>;
    };
    expect(list.coverLetters.map((l) => l.title).sort()).toEqual([
      "Analytical Programmer at Babbage & Co",
      "Cover letter",
    ]);

    const edited: LetterContent = { ...content, paragraphs: [...content.paragraphs, "I also enjoy poetry."] };
    const put = await call(owner, "PUT", `/api/cover-letters/${created.body.id}`, { content: edited, baseVersion: 1 });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ version: 2, content: { paragraphs: edited.paragraphs } });

    // A save based on an older version is refused and writes nothing.
    const stale = await call(owner, "PUT", `/api/cover-letters/${created.body.id}`, {
      content: { ...edited, paragraphs: ["lost?"] },
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toContain("changed elsewhere");
    const read = (await (
      await call(owner, "GET", `/api/cover-letters/${created.body.id}`)
    ).json()) as CoverLetterDocument;
    expect(read).toMatchObject({ version: 2, content: { paragraphs: edited.paragraphs } });

    expect((await call(owner, "DELETE", `/api/cover-letters/${created.body.id}`)).status).toBe(204);
    expect((await call(owner, "GET", `/api/cover-letters/${created.body.id}`)).status).toBe(404);
    // A resume moved to the trash takes its letters out of sight with it.
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}`)).status).toBe(204);
    expect((await call(owner, "GET", `/api/cover-letters/${blank.body.id}`)).status).toBe(404);
    expect((await call(owner, "GET", `/api/cover-letters/${blank.body.id}/export?format=txt`)).status).toBe(404);
    expect((await call(owner, "GET", `/api/resumes/${resumeId}/cover-letters`)).status).toBe(404);
    expect(
      (await call(owner, "PUT", `/api/cover-letters/${blank.body.id}`, { content: blank.body.content, baseVersion: 1 }))
        .status,
    ).toBe(404);
  });

  it("gives letters exactly the resume's access: owner and editor write, viewer reads, stranger sees nothing", async () => {
    const owner = await createVerifiedUser("Olivia Owner");
    const editor = await createVerifiedUser("Eddie Editor");
    const viewer = await createVerifiedUser("Vera Viewer");
    const stranger = await createVerifiedUser("Sam Stranger");
    const resumeId = await resumeOf(owner);
    await share(owner, resumeId, editor, "editor");
    await share(owner, resumeId, viewer, "viewer");

    const byEditor = await newLetter(editor, resumeId);
    expect(byEditor.response.status).toBe(201);
    const id = byEditor.body.id;
    const content = byEditor.body.content;
    expect((await call(editor, "PUT", `/api/cover-letters/${id}`, { content, baseVersion: 1 })).status).toBe(200);

    expect((await newLetter(viewer, resumeId, {})).response.status).toBe(403);
    const viewed = await call(viewer, "GET", `/api/cover-letters/${id}`);
    expect(viewed.status).toBe(200);
    expect(((await viewed.json()) as CoverLetterDocument).role).toBe("viewer");
    expect((await call(viewer, "GET", `/api/resumes/${resumeId}/cover-letters`)).status).toBe(200);
    expect((await call(viewer, "GET", `/api/cover-letters/${id}/export?format=txt`)).status).toBe(200);
    const viewerPut = await call(viewer, "PUT", `/api/cover-letters/${id}`, { content, baseVersion: 2 });
    expect(viewerPut.status).toBe(403);
    expect(((await viewerPut.json()) as { message: string }).message).toBe(
      "You can view this cover letter but not edit it.",
    );
    expect((await call(viewer, "DELETE", `/api/cover-letters/${id}`)).status).toBe(403);

    for (const [method, path, body] of [
      ["GET", `/api/cover-letters/${id}`, undefined],
      ["PUT", `/api/cover-letters/${id}`, { content, baseVersion: 2 }],
      ["DELETE", `/api/cover-letters/${id}`, undefined],
      ["GET", `/api/cover-letters/${id}/export?format=txt`, undefined],
      ["GET", `/api/resumes/${resumeId}/cover-letters`, undefined],
      ["POST", `/api/resumes/${resumeId}/cover-letters`, {}],
    ] as const) {
      const response = await call(stranger, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.text()).not.toContain("Analytical");
    }
    // Nothing the viewer or the stranger tried was written.
    const row = await getDb(env).select().from(coverLetters).where(eq(coverLetters.id, id)).get();
    expect(row?.version).toBe(2);
    expect((await call(owner, "GET", `/api/cover-letters/${id}`)).status).toBe(200);
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await resumeOf(owner);
    const { body: letter } = await newLetter(owner, resumeId);
    const put = (content: unknown, baseVersion: unknown = 1) =>
      call(owner, "PUT", `/api/cover-letters/${letter.id}`, { content, baseVersion });
    const cases: Array<[Response, number, string]> = [
      [
        await put({ ...letter.content, paragraphs: Array(13).fill("x") }),
        400,
        "content.paragraphs: At most 12 paragraphs",
      ],
      [
        await put({ ...letter.content, paragraphs: ["x".repeat(3001)] }),
        400,
        "content.paragraphs.0: At most 3000 characters",
      ],
      [await put({ ...letter.content, date: "tomorrow" }), 400, "content.date: Use the date format YYYY-MM-DD"],
      [await put(letter.content, "one"), 400, "baseVersion"],
      [
        await call(owner, "POST", `/api/resumes/${resumeId}/cover-letters`, {
          jobDescription: { title: "", description: "" },
        }),
        400,
        "Please enter job title and description",
      ],
      [await call(owner, "POST", `/api/resumes/${resumeId}/cover-letters`, "{not json"), 400, "not valid JSON"],
      [
        await call(owner, "GET", `/api/cover-letters/${letter.id}/export?format=exe`),
        400,
        'Unsupported export format "exe"',
      ],
      // An inherited property name is no format either (it once passed an `in` check).
      [
        await call(owner, "GET", `/api/cover-letters/${letter.id}/export?format=constructor`),
        400,
        'Unsupported export format "constructor"',
      ],
    ];
    for (const [response, status, message] of cases) {
      expect(response.status, message).toBe(status);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }
    expect((await getDb(env).select().from(coverLetters).where(eq(coverLetters.id, letter.id)).get())?.version).toBe(1);
  });

  it("exports TXT, a DOCX that opens, and a PDF rendered by Browser Rendering and kept in R2", async () => {
    const owner = await createVerifiedUser("Ada <Lovelace>");
    const resumeId = await resumeOf(owner);
    const { body: letter } = await newLetter(owner, resumeId);
    const content = { ...letter.content, paragraphs: [...letter.content.paragraphs, "Edited <b>by hand</b> & kept."] };
    expect((await call(owner, "PUT", `/api/cover-letters/${letter.id}`, { content, baseVersion: 1 })).status).toBe(200);

    const txt = await call(owner, "GET", `/api/cover-letters/${letter.id}/export?format=txt`);
    expect(txt.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(txt.headers.get("Content-Disposition")).toBe('attachment; filename="Ada-Lovelace-cover-letter.txt"');
    const text = await txt.text();
    expect(text).toContain("Dear Babbage & Co hiring team,");
    expect(text).toContain("Edited <b>by hand</b> & kept.");

    const docx = await call(owner, "GET", `/api/cover-letters/${letter.id}/export?format=docx`);
    expect(docx.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))["word/document.xml"]!);
    expect(xml).toContain("Edited &lt;b&gt;by hand&lt;/b&gt; &amp; kept.");
    expect(xml).toContain("Dear Babbage &amp; Co hiring team,");
    // On the resume's paper: A4, then US Letter once the resume is set so.
    expect(xml).toContain(`<w:pgSz w:w="11906" w:h="16838"`);
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { pageSize: "Letter" })).status).toBe(200);
    const letterPaper = await call(owner, "GET", `/api/cover-letters/${letter.id}/export?format=docx`);
    const letterXml = strFromU8(unzipSync(new Uint8Array(await letterPaper.arrayBuffer()))["word/document.xml"]!);
    expect(letterXml).toContain(`<w:pgSz w:w="12240" w:h="15840"`);

    const pdf = await call(owner, "GET", `/api/cover-letters/${letter.id}/export?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder("latin1").decode(bytes.slice(0, 5))).toBe("%PDF-");
    const stored = await env.PDFS.list({ prefix: `pdfs/${owner.user.id}/` });
    expect(stored.objects.map((o) => o.key).some((key) => key.endsWith("/Ada-Lovelace-cover-letter.pdf"))).toBe(true);
  });
});
