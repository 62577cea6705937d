/** Room documents for the version tests (summaries, diffs, their translations). */
import type { RoomDocument } from "../collab/protocol";
import { emptyResume, type ExperienceEntry } from "./schema";

export const job = (id: string, position: string, description = ""): ExperienceEntry => ({ id, company: "Acme", position, startDate: "2020-01", endDate: "", current: true, description });

export function doc(overrides: Partial<RoomDocument["data"]> = {}, rest: Partial<RoomDocument> = {}): RoomDocument {
  return {
    data: { ...emptyResume(), summary: "Engineer.", skills: ["Go", "Perl"], experience: [job("e1", "Developer"), job("e2", "Lead"), job("e3", "Intern")], ...overrides },
    templateId: "modern-professional",
    pageSize: "A4",
    jobDescription: null,
    ...rest,
  };
}
