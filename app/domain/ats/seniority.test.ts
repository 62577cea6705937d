import { describe, expect, it } from "vitest";
import { seniorityOf } from "./seniority";

describe("seniority of a title", () => {
  it.each([
    ["Marketing Intern", 0],
    ["Junior Developer", 1],
    ["HR Assistant", 1],
    ["Accountant", 2],
    ["Executive Assistant", 1],
    ["Account Executive", 2],
    ["Senior Accountant", 3],
    ["Assistant Manager", 3],
    ["Supervisory Human Resources Specialist", 4],
    ["Nurse Manager", 4],
    ["Director of Nursing", 5],
    ["Chief Financial Officer", 5],
    ["School Principal", 4],
    // A trade's top grade, but the role itself where it ends the title.
    ["Master Electrician", 3],
    ["Scrum Master", 2],
  ])("%j is level %i", (title, level) => {
    expect(seniorityOf(title)).toBe(level);
  });
});
