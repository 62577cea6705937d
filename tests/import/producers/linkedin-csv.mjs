/**
 * A person's data as LinkedIn's data export writes it ("Get a copy of your data"): the CSV files
 * with the columns LinkedIn documents, quoted where needed, CRLF line ends, months as "Mar 2021",
 * a school's years alone, a note above the connections' header, and files the import does not read.
 */
import { copy } from "./print.mjs";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const month = (value) => (value ? `${MONTHS[Number(value.slice(5, 7)) - 1]} ${value.slice(0, 4)}` : "");
const cell = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (header, rows) =>
  [header, ...rows].map((row) => row.map((value) => cell(String(value ?? ""))).join(",")).join("\r\n") + "\r\n";

export function linkedInExport(data) {
  const info = data.personalInfo;
  const [first, ...last] = info.fullName.split(" ");
  const truth = copy(data);
  // The export has no field of study, no GPA and a school's years only; no LinkedIn address of the
  // profile itself, and projects without technologies.
  truth.education = truth.education.map((school) => ({
    ...school,
    fieldOfStudy: "",
    gpa: "",
    startDate: "",
    endDate: "",
  }));
  truth.personalInfo.linkedIn = "";
  truth.projects = (truth.projects ?? []).map((project) => ({ ...project, technologies: [] }));
  const websites = info.github ? `[PERSONAL:https://${info.github.replace(/^https?:\/\//, "")}]` : "";
  if (!info.github) truth.personalInfo.github = "";
  else truth.personalInfo.github = `https://${info.github.replace(/^https?:\/\//, "")}`;
  const bulletsOf = (description) =>
    description
      .split("\n")
      .map((line) => line.replace(/^- /, "").trim())
      .filter(Boolean)
      .join("\n");
  const files = {
    "Profile.csv": csv(
      [
        "First Name",
        "Last Name",
        "Maiden Name",
        "Address",
        "Birth Date",
        "Headline",
        "Summary",
        "Industry",
        "Zip Code",
        "Geo Location",
        "Twitter Handles",
        "Websites",
        "Instant Messengers",
      ],
      [
        [
          first,
          last.join(" "),
          "",
          "",
          "",
          `${data.experience[0]?.position ?? ""} at ${data.experience[0]?.company ?? ""}`,
          data.summary,
          "",
          "",
          info.address,
          "",
          websites,
          "",
        ],
      ],
    ),
    "Positions.csv": csv(
      ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
      data.experience.map((job) => [
        job.company,
        job.position,
        bulletsOf(job.description),
        info.address,
        month(job.startDate),
        job.current ? "" : month(job.endDate),
      ]),
    ),
    "Education.csv": csv(
      ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"],
      data.education.map((school) => [
        school.institution,
        school.startDate.slice(0, 4),
        school.endDate.slice(0, 4),
        "",
        school.degree,
        "",
      ]),
    ),
    "Skills.csv": csv(
      ["Name"],
      data.skills.map((skill) => [skill]),
    ),
    "Email Addresses.csv": csv(
      ["Email Address", "Confirmed", "Primary", "Updated On"],
      [
        [`old.${info.email}`, "Yes", "No", "1/4/19"],
        [info.email, "Yes", "Yes", "3/4/24"],
      ],
    ),
    "PhoneNumbers.csv": csv(["Extension", "Number", "Type"], info.phone ? [["", info.phone, "Mobile"]] : []),
    "Projects.csv": csv(
      ["Title", "Description", "Url", "Started On", "Finished On"],
      (data.projects ?? []).map((project) => [
        project.name,
        project.description,
        project.githubLink ? `https://${project.githubLink}` : project.liveLink ? `https://${project.liveLink}` : "",
        "",
        "",
      ]),
    ),
    "Languages.csv": csv(["Name", "Proficiency"], [["English", "Native or bilingual proficiency"]]),
    "Connections.csv": `Notes:\r\n"When exporting your connection data, you may notice that some of the email addresses are missing."\r\n\r\n${csv(["First Name", "Last Name", "URL", "Email Address", "Company", "Position", "Connected On"], [["Ada", "Obi", "https://www.linkedin.com/in/ada-obi", "", "Acme", "CTO", "01 Jan 2024"]])}`,
    "Rich_Media.csv": csv(["Date/Time", "Media Description", "Media Link"], []),
  };
  // Project links: the export holds the URL as typed; the truth keeps the link as the page showed it.
  truth.projects = truth.projects.map((project) => ({
    ...project,
    githubLink: project.githubLink ? `https://${project.githubLink}` : "",
    liveLink: project.githubLink ? "" : project.liveLink ? `https://${project.liveLink}` : "",
  }));
  return {
    files: Object.fromEntries(
      Object.entries(files).map(([name, text]) => [`Basic_LinkedInDataExport_11-25-2026/${name}`, text]),
    ),
    truth,
  };
}
