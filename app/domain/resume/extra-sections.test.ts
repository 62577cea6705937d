/**
 * The user's own sections (Certifications, Languages...) in every output: the rendered resume
 * in every template, plain text, JSON Resume there and back, and live edits (docs/product.md#data-model).
 */
import { describe, expect, it } from "vitest";
import { applyOp, emptyTombstones, type Tombstones } from "../collab/apply";
import type { RoomDocument } from "./document";
import { TEMPLATE_IDS } from "./template-ids";
import { renderResumeHtml } from "../templates/render";
import { extraSectionItems } from "./extra-sections";
import { fromJsonResume, jsonResumeSchema, toJsonResume } from "./json-resume";
import { resumeToPlainText } from "../templates/plain-text";
import { emptyResume, resumeDataSchema, type ResumeData } from "./schema";

function withExtras(): ResumeData {
  const data = emptyResume();
  data.personalInfo.fullName = "Maria Santos";
  data.extraSections = [
    { id: "x1", title: "Certifications", description: "- BLS\n- ACLS <script>alert(1)</script>\n\n" },
    { id: "x2", title: "Languages", description: "Portuguese (native)\nEnglish (C1)" },
    { id: "x3", title: "Publications", description: "Santos M. Triage at night. 2021" },
  ];
  return data;
}

describe("extra sections", () => {
  it("read one item per line, blank lines and bullet marks dropped", () => {
    expect(extraSectionItems("- BLS\n• ACLS\n\n  PALS  \n* NRP")).toEqual(["BLS", "ACLS", "PALS", "NRP"]);
  });

  it("print in every template after the layout's sections, heading and items escaped", () => {
    for (const templateId of TEMPLATE_IDS) {
      const html = renderResumeHtml(withExtras(), templateId);
      expect(html, templateId).toContain('<h2 class="section-title">Certifications</h2>');
      expect(html, templateId).toContain("<li>ACLS &lt;script&gt;alert(1)&lt;/script&gt;</li>");
      expect(html, templateId).toContain("<li>English (C1)</li>");
      expect(html.indexOf("Publications"), templateId).toBeGreaterThan(html.indexOf("Languages"));
    }
  });

  it("are left out when empty", () => {
    const data = withExtras();
    data.extraSections = [{ id: "x", title: "", description: "\n \n" }];
    expect(renderResumeHtml(data, TEMPLATE_IDS[0])).not.toContain("section-extra");
  });

  it("are in the plain text under their own headings", () => {
    const text = resumeToPlainText(withExtras());
    expect(text).toContain("CERTIFICATIONS\n--------------\n- BLS\n- ACLS");
    expect(text).toContain("LANGUAGES\n---------\n- Portuguese (native)\n- English (C1)");
  });

  it("go to JSON Resume's own lists where the heading says which, and come back exactly", () => {
    const json = toJsonResume(withExtras());
    expect(json.certificates).toEqual([{ name: "BLS" }, { name: "ACLS <script>alert(1)</script>" }]);
    expect(json.languages).toEqual([{ language: "Portuguese (native)" }, { language: "English (C1)" }]);
    const back = fromJsonResume(jsonResumeSchema.parse(JSON.parse(JSON.stringify(json))));
    expect(back.extraSections?.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Certifications", description: "BLS\nACLS <script>alert(1)</script>" },
      { title: "Languages", description: "Portuguese (native)\nEnglish (C1)" },
      { title: "Publications", description: "Santos M. Triage at night. 2021" },
    ]);
  });

  it("are read from another tool's JSON Resume lists", () => {
    const data = fromJsonResume(
      jsonResumeSchema.parse({
        certificates: [{ name: "AWS SAA", issuer: "Amazon", date: "2023-01" }],
        awards: [{ title: "Nurse of the year" }],
        volunteer: [{ organization: "Red Cross", position: "Driver", highlights: ["Drove 200 shifts"] }],
      }),
    );
    expect(data.extraSections?.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Certifications", description: "AWS SAA, Amazon, 2023-01" },
      { title: "Awards", description: "Nurse of the year" },
      { title: "Volunteering", description: "Driver, Red Cross\nDrove 200 shifts" },
    ]);
  });

  it("are accepted by the model and edited live like other entries, also in a room stored before they existed", () => {
    expect(resumeDataSchema.safeParse(withExtras()).success).toBe(true);
    const document: RoomDocument = {
      data: emptyResume(),
      templateId: TEMPLATE_IDS[0],
      jobDescription: null,
      pageSize: "A4",
    };
    const stored = { experience: [], education: [], projects: [] } as unknown as Tombstones;
    const added = applyOp(document, stored, {
      op: "addEntry",
      section: "extraSections",
      entry: { id: "c1", title: "Awards", description: "" },
    });
    expect(added?.data.extraSections).toEqual([{ id: "c1", title: "Awards", description: "" }]);
    const edited = applyOp(added!, stored, {
      op: "setEntryField",
      section: "extraSections",
      id: "c1",
      field: "description",
      value: "Dean's list",
    });
    expect(edited?.data.extraSections?.[0]?.description).toBe("Dean's list");
    const removed = applyOp(edited!, stored, { op: "removeEntry", section: "extraSections", id: "c1" });
    expect(removed?.data.extraSections).toEqual([]);
    expect(
      applyOp(removed!, stored, {
        op: "addEntry",
        section: "extraSections",
        entry: { id: "c1", title: "Back", description: "" },
      }),
    ).toBeNull();
    expect(emptyTombstones().extraSections).toEqual([]);
  });
});
