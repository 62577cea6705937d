/** The Job Title field's suggestion when a posting is pasted without its title (titleFromPosting). */
import { describe, expect, it } from "vitest";
import { JOB_LIMITS, titleFromPosting } from "./job-description";

const BODY = "\nResponsibilities\n- Install and repair wiring\nRequirements\n- 4+ years as an electrician";

describe("the title offered from a pasted posting", () => {
  it("is the posting's first line, as most postings open", () => {
    expect(titleFromPosting(`Commercial Electrician${BODY}`)).toBe("Commercial Electrician");
    expect(titleFromPosting(`\n\n  Senior Backend Engineer  \n${BODY}`)).toBe("Senior Backend Engineer");
    expect(titleFromPosting(`**Staff Nurse (Band 5)**${BODY}`)).toBe("Staff Nurse (Band 5)");
  });

  it("leaves out what employers and boards write around it", () => {
    expect(titleFromPosting(`We're hiring: Commercial Electrician!${BODY}`)).toBe("Commercial Electrician");
    expect(titleFromPosting(`Job Title: Commercial Electrician${BODY}`)).toBe("Commercial Electrician");
    expect(titleFromPosting(`Join our team as an Electrician!${BODY}`)).toBe("Electrician");
    expect(titleFromPosting(`Electrician (m/w/d)${BODY}`)).toBe("Electrician");
    expect(titleFromPosting(`Electrician - job post${BODY}`)).toBe("Electrician");
  });

  it("is the title run into the first sentence after a full stop or a dash, as the ATS engine reads it", () => {
    expect(titleFromPosting(`Registered Nurse. Mercy General is a 400-bed teaching hospital.${BODY}`)).toBe(
      "Registered Nurse",
    );
    expect(titleFromPosting(`Logistics Dispatcher - Swift Freight runs three distribution centers.${BODY}`)).toBe(
      "Logistics Dispatcher",
    );
    expect(titleFromPosting(`Great opportunity - we are growing fast and need help.${BODY}`)).toBeNull();
    expect(titleFromPosting(`We are hiring. Our team of electricians needs one more.${BODY}`)).toBeNull();
  });

  it("is found after the employer's words about itself", () => {
    const about = "Acme is a fast-growing contractor with offices in three cities and a friendly, curious team.";
    expect(titleFromPosting(`About Acme\n${about}\n\nCommercial Electrician${BODY}`)).toBe("Commercial Electrician");
  });

  it("is offered only when the first line can be a title", () => {
    expect(titleFromPosting("We are looking for an electrician to join our growing team in Austin." + BODY)).toBeNull();
    expect(titleFromPosting("Requirements:\n- 4+ years as an electrician")).toBeNull();
    expect(titleFromPosting("- Install and repair wiring\n- Read blueprints")).toBeNull();
    expect(titleFromPosting("")).toBeNull();
    expect(
      titleFromPosting("About the role\nYou will wire commercial fit-outs across the city, days only."),
    ).toBeNull();
  });

  it("is a labelled title further down when the posting opens with a sentence, never a contact's", () => {
    const opening = "We build the trading platform used by 300 brokers.";
    expect(titleFromPosting(`${opening}${BODY}\nLocation: Denver, CO\nJob title: Backend Engineer`)).toBe(
      "Backend Engineer",
    );
    const contact =
      "\nFor further details / informal visits contact:\nName: Andrew Haycock\nJob title: Deputy Head of Estates";
    expect(titleFromPosting(`${opening}${BODY}${contact}`)).toBeNull();
    const wrapped = "\nApplicants must also hold the following licence to qualify for this\nposition: Class B driver";
    expect(titleFromPosting(`${opening}${BODY}${wrapped}`)).toBeNull();
  });

  it("fits the field", () => {
    const long = "Electrician ".repeat(9).trim();
    expect(titleFromPosting(long)!.length).toBeLessThanOrEqual(JOB_LIMITS.title);
  });
});
