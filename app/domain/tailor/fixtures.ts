/** A resume and a job for the tailoring tests (unit, integration and end-to-end share them). */
import type { ResumeData } from "../resume/schema";
import type { TailorJob } from "./types";

export const TAILOR_RESUME: ResumeData = {
  personalInfo: { fullName: "Dana Reyes", email: "dana@example.com", phone: "555-0100", address: "Austin, TX", linkedIn: "", github: "" },
  summary: "Engineer who enjoys mentoring. Built payment APIs in Go serving 2 million users.",
  skills: ["Photoshop", "Excel", "K8s", "Go", "PostgreSQL"],
  experience: [
    {
      id: "exp1",
      company: "Initech",
      position: "Backend Engineer",
      startDate: "2019-03",
      endDate: "",
      current: true,
      description: "- Organized the team offsite for 40 people\n- Ran services on K8s with 99.9% uptime\n- Built billing APIs in Go and PostgreSQL, cutting latency 30%",
    },
    {
      id: "exp2",
      company: "Globex",
      position: "Web Developer",
      startDate: "2016-01",
      endDate: "2019-02",
      current: false,
      description: "- Designed marketing pages\n- Wrote SQL reports for finance",
    },
  ],
  education: [{ id: "edu1", institution: "State University", degree: "Bachelor of Science", fieldOfStudy: "Computer Science", startDate: "2012-09", endDate: "2016-05", gpa: "" }],
  projects: [],
};

export const TAILOR_JOB: TailorJob = {
  title: "Backend Engineer",
  company: "Acme",
  description: [
    "We are hiring a Backend Engineer to build our payments platform.",
    "Requirements:",
    "- Kubernetes in production (required)",
    "- Strong Go and PostgreSQL skills",
    "- Terraform is required",
    "- Experience with AWS is a plus",
  ].join("\n"),
};
