import { describe, expect, it } from "vitest";
import { FIT_LADDER } from "../../app/domain/layout/ladder";
import { nearOnePageResume } from "../fixtures/near-one-page";
import { call, createVerifiedUser } from "./helpers";
import { sharedResume } from "./collab-helpers";

interface LayoutAnswer {
  pages: number;
  fitToPages: 1 | 2 | null;
  fitted: null | { spacing: number; lineHeight: number; margin: number; font: number; marginMm: { vertical: number; horizontal: number }; bodyPt: number };
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
    expect(await layoutOf(owner, resumeId)).toEqual({ status: 200, body: { pages: 2, fitToPages: null, fitted: null, overBy: null } });

    // Fitted to one page: the PDF prints one page with the stored settings, within the bounds.
    const fittedData = { ...nearOnePageResume(3, 4), settings: { language: "en", direction: "auto", fitToPages: 1, fitted: FIT_LADDER[2] } };
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: fittedData })).status).toBe(200);
    for (const account of [owner, editor, viewer]) {
      const { status, body } = await layoutOf(account, resumeId);
      expect(status).toBe(200);
      expect(body).toMatchObject({ pages: 1, fitToPages: 1, overBy: null, fitted: { ...FIT_LADDER[2], marginMm: { vertical: 16, horizontal: 17 }, bodyPt: 9.5 } });
    }

    // Far too long even at the tightest rung: still two pages, and by how many lines.
    const tooLong = { ...nearOnePageResume(8, 5), settings: { language: "en", direction: "auto", fitToPages: 1, fitted: tight } };
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
    const refused = await call(owner, "PUT", `/api/resumes/${id}`, { data: { ...data, settings: { language: "en", direction: "auto", newPageSections: ["footer"] } } });
    expect(refused.status).toBe(400);
  });

  it("refuses a fit target other than 1, 2 or null and settings out of bounds with a coded 400", async () => {
    const owner = await createVerifiedUser();
    const created = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data: nearOnePageResume(1) });
    const { id } = (await created.json()) as { id: string };
    for (const settings of [{ fitToPages: 3 }, { fitToPages: 1, fitted: { spacing: 0.1, lineHeight: 1, margin: 0, font: 1 } }]) {
      const response = await call(owner, "PUT", `/api/resumes/${id}`, { data: { ...nearOnePageResume(1), settings: { language: "en", direction: "auto", ...settings } } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBeTruthy();
    }
  });
});
