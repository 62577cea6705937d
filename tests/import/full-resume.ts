/**
 * The resume every round trip exports and reads back: 6 jobs, 2 degrees, 3 projects, 15 skills,
 * a summary and every contact field (the long sample, trimmed to those counts).
 */
import type { ResumeData } from "../../app/domain/resume/schema";
import { longSampleResume } from "../../app/domain/templates/sample-resume";

export function fullResume(): ResumeData {
  const long = longSampleResume();
  return { ...long, skills: long.skills.slice(0, 15), projects: (long.projects ?? []).slice(0, 3) };
}
