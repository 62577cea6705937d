import { describe, expect, it } from "vitest";
import { checkParsed, checkText, fieldCount } from "./parser-survival.mjs";

type Verdict = { field: string; ok: boolean };

const expected = {
  name: "Ada Quinn",
  email: "ada@example.com",
  phone: "(555) 010-2000",
  headings: [
    { key: "summary", text: "Summary" },
    { key: "experience", text: "Experience" },
    { key: "education", text: "Education" },
  ],
  experience: [
    {
      org: "Acme Freight",
      title: "Staff Engineer",
      dates: "Mar 2021 – Present",
      lines: ["Led the dispatch team", "Cut latency by 60%"],
    },
    { org: "Borealis Pay", title: "Engineer", dates: "Jun 2018 – Feb 2021", lines: ["Built the ledger"] },
  ],
  education: [{ org: "Cascadia State", title: "MSc Computer Science", dates: "Jun 2016", lines: [] }],
};

const inOrder = `Ada Quinn
ada@example.com | (555) 010-2000
SUMMARY
Engineer with years of experience.
EXPERIENCE
Staff Engineer
Acme Freight · Mar 2021 - Present
• Led the dispatch
team
• Cut latency by 60%
Engineer
Borealis Pay · Jun 2018 – Feb 2021
• Built the ledger
EDUCATION
MSc Computer Science
Cascadia State · Jun 2016
`;

const missed = (verdicts: Verdict[]) => verdicts.filter((verdict) => !verdict.ok).map((verdict) => verdict.field);

describe("the parser-survival checks", () => {
  it("find every field of a text in reading order, whatever the case, wrapping, bullets or dash", () => {
    const verdicts = checkText(inOrder, expected);
    expect(verdicts).toHaveLength(fieldCount(expected));
    expect(missed(verdicts)).toEqual([]);
  });

  it("miss a heading that shares its line with content, and the entries of the section it heads", () => {
    const text = inOrder.replace("EDUCATION\nMSc", "EDUCATION MSc");
    expect(missed(checkText(text, expected))).toEqual([
      "heading Education",
      "education 1 organisation",
      "education 1 title",
      "education 1 dates",
    ]);
  });

  it("miss dates read after their entry's first line, as a column of dates is", () => {
    const text = inOrder.replace(
      "Borealis Pay · Jun 2018 – Feb 2021\n• Built the ledger",
      "Borealis Pay\n• Built the ledger\nJun 2018 – Feb 2021",
    );
    expect(missed(checkText(text, expected))).toEqual(["experience 2 dates"]);
  });

  it("miss a line that is gone or out of order, and still find the lines after it", () => {
    const text = inOrder.replace(
      "• Led the dispatch\nteam\n• Cut latency by 60%",
      "• Cut latency by 60%\n• Led the dispatch team",
    );
    expect(missed(checkText(text, expected))).toEqual(["experience 1 line 2"]);
  });

  it("miss a name that comes after the first heading (a name read from a sidebar or a footer)", () => {
    const text = inOrder.replace("Ada Quinn\n", "").replace("EDUCATION", "Ada Quinn\nEDUCATION");
    expect(missed(checkText(text, expected))).toEqual(["name"]);
  });

  it("judge a parser by the fields it filled and the text it filed under each heading", () => {
    const parsed = {
      name: "SUMMARY",
      email: "ada@example.com",
      phone: "(555) 010-2000",
      sections: {
        summary: "Engineer with years of experience.",
        experience: "Staff Engineer Acme Freight Mar 2021 – Present Led the dispatch team Cut latency by 60%",
        education: "",
      },
    };
    expect(missed(checkParsed(parsed, expected))).toEqual([
      "name",
      "heading Education",
      "experience 2 organisation",
      "experience 2 title",
      "experience 2 dates",
      "experience 2 line 1",
      "education 1 organisation",
      "education 1 title",
      "education 1 dates",
    ]);
  });
});
