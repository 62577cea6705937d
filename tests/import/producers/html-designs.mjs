/**
 * Resumes as web pages, the way people make them in HTML builders and Canva-style editors, printed
 * to PDF by Chromium (and one opened and saved as DOCX by LibreOffice). Each design takes a
 * resume's data and returns the page and the truth as printed (a design that leaves a field out
 * leaves it out of the truth). See README.md for the rule: written as people write resumes,
 * never to suit the parser.
 */
import { bullets, copy, degreeLine, full, html, mon, span } from "./print.mjs";

const icon = (path) =>
  `<svg width="11" height="11" viewBox="0 0 24 24" style="vertical-align:-1px;margin-right:6px"><path fill="currentColor" d="${path}"/></svg>`;
const ICONS = {
  phone: icon(
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  ),
  mail: icon("M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z"),
  pin: icon(
    "M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z",
  ),
  link: icon(
    "M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z",
  ),
};

const page = (css, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Resume</title><style>
*{box-sizing:border-box} body{margin:0;color:#1d2430;-webkit-print-color-adjust:exact;print-color-adjust:exact} ul{margin:4px 0 0;padding-left:18px} li{margin:2px 0}
${css}</style></head><body>${body}</body></html>`;

const list = (description) =>
  `<ul>${bullets(description)
    .map((line) => `<li>${html(line)}</li>`)
    .join("")}</ul>`;

/**
 * Canva-style: a dark grid sidebar with the letter-spaced capital name, SVG icons before the
 * contact details and skill bars; the main column's headings letter-spaced in capitals, dates in
 * a column of their own.
 */
function gridSidebar(data) {
  const info = data.personalInfo;
  const contact = [
    [ICONS.phone, info.phone],
    [ICONS.mail, info.email],
    [ICONS.pin, info.address],
    [ICONS.link, info.linkedIn],
    [ICONS.link, info.github],
  ].filter(([, value]) => value);
  const css = `@page{size:A4;margin:0} body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt}
  .wrap{display:grid;grid-template-columns:62mm 1fr;min-height:297mm}
  aside{background:#23394d;color:#f2f5f8;padding:16mm 7mm}
  .name{font-size:19pt;font-weight:700;letter-spacing:.32em;text-transform:uppercase;line-height:1.35}
  aside h3{font-size:9pt;letter-spacing:.3em;text-transform:uppercase;margin:9mm 0 3mm;border-bottom:1px solid #6d8194;padding-bottom:2mm}
  aside p{margin:0 0 2.5mm;font-size:8.5pt;word-break:break-all}
  .skill{margin:0 0 2.5mm;font-size:8.5pt} .bar{height:4px;background:#4a6075;border-radius:2px;margin-top:1mm} .bar i{display:block;height:4px;background:#9fd3c7;border-radius:2px}
  main{padding:16mm 10mm 12mm 9mm}
  main h2{font-size:10.5pt;letter-spacing:.35em;text-transform:uppercase;color:#23394d;margin:7mm 0 3mm}
  main h2:first-child{margin-top:0}
  .row{display:grid;grid-template-columns:30mm 1fr;gap:4mm;margin-bottom:4mm;break-inside:avoid}
  .when{color:#5b6b7a;font-size:8.5pt;padding-top:1px} .what b{display:block} .org{color:#3c7a6e}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="row"><div class="when">${html(span(job, mon))}</div><div class="what"><b>${html(job.position)}</b><span class="org">${html(job.company)}</span>${list(job.description)}</div></div>`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div class="row"><div class="when">${html(school.startDate ? span(school, mon) : mon(school.endDate))}</div><div class="what"><b>${html(degreeLine(school))}</b><span class="org">${html(school.institution)}</span>${school.gpa ? `<div>GPA: ${html(school.gpa)}</div>` : ""}</div></div>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div class="row"><div class="when">Project</div><div class="what"><b>${html(project.name)}</b><div>${html(project.description)}</div>${project.technologies.length ? `<div class="org">${html(project.technologies.join(", "))}</div>` : ""}${project.githubLink ? `<div>${html(project.githubLink)}</div>` : ""}${project.liveLink ? `<div>${html(project.liveLink)}</div>` : ""}</div></div>`,
    )
    .join("");
  const skills = data.skills
    .map(
      (skill, index) =>
        `<div class="skill">${html(skill)}<div class="bar"><i style="width:${90 - ((index * 17) % 45)}%"></i></div></div>`,
    )
    .join("");
  const body = `<div class="wrap"><aside><div class="name">${html(info.fullName)}</div>
    <h3>Contact</h3>${contact.map(([glyph, value]) => `<p>${glyph}${html(value)}</p>`).join("")}
    <h3>Skills</h3>${skills}</aside>
    <main>${data.summary ? `<h2>Profile</h2><p>${html(data.summary)}</p>` : ""}<h2>Work History</h2>${jobs}<h2>Education</h2>${schools}${projects ? `<h2>Projects</h2>${projects}` : ""}</main></div>`;
  return { html: page(css, body), truth: data };
}

/**
 * A personal site printed: main column left, a right sidebar holding contact details under labels
 * ("Phone" above the number), skills as chips and education; "Title @ Company" lines with the
 * dates on a grey line below.
 */
function rightSidebar(data) {
  const info = data.personalInfo;
  const css = `@page{size:Letter;margin:14mm 12mm} body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt}
  .wrap{display:grid;grid-template-columns:1fr 58mm;gap:9mm}
  h1{font-size:24pt;margin:0 0 2mm} h2{font-size:11pt;color:#b4432b;margin:6mm 0 2mm;text-transform:uppercase}
  .job{margin-bottom:4mm;break-inside:avoid} .job b{font-size:10.5pt} .dates{color:#777;font-size:9pt;margin:1mm 0}
  .side{background:#f6f1ec;padding:5mm;border-radius:3mm} .label{font-size:8pt;color:#8a7b6e;text-transform:uppercase;margin-top:3mm} .value{font-size:9pt;word-break:break-all}
  .chip{display:inline-block;border:1px solid #c9b8a8;border-radius:9px;padding:1px 7px;margin:0 3px 4px 0;font-size:8.5pt}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="job"><b>${html(job.position)} @ ${html(job.company)}</b><div class="dates">${html(span(job, mon, { sep: " — " }))}</div>${list(job.description)}</div>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div class="job"><b>${html(project.name)}</b><div>${html(project.description)}</div>${project.technologies.length ? `<div class="dates">Built with: ${html(project.technologies.join(", "))}</div>` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<div>${html(link)}</div>`)
          .join("")}</div>`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div class="value" style="margin-bottom:3mm"><b>${html(school.degree)}</b>${school.fieldOfStudy ? `<br>${html(school.fieldOfStudy)}` : ""}<br>${html(school.institution)}<br>${html(school.startDate ? span(school, mon) : mon(school.endDate))}${school.gpa ? `<br>GPA ${html(school.gpa)}` : ""}</div>`,
    )
    .join("");
  const contact = [
    ["Phone", info.phone],
    ["Email", info.email],
    ["Location", info.address],
    ["LinkedIn", info.linkedIn],
    ["GitHub", info.github],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<div class="label">${label}</div><div class="value">${html(value)}</div>`)
    .join("");
  const body = `<div class="wrap"><div><h1>${html(info.fullName)}</h1>${data.summary ? `<p>${html(data.summary)}</p>` : ""}<h2>Experience</h2>${jobs}${projects ? `<h2>Projects</h2>${projects}` : ""}</div>
    <div class="side"><h2 style="margin-top:0">Contact</h2>${contact}<h2>Skills</h2>${data.skills.map((skill) => `<span class="chip">${html(skill)}</span>`).join("")}<h2>Education</h2>${schools}</div></div>`;
  return { html: page(css, body), truth: data };
}

/**
 * A portfolio-site resume printed from the browser: the name, summary and experience in the main
 * column, and a narrow right-hand column (flex, a rule at its left) with the contact details set
 * one per line without labels (the e-mail first) and the education, the school on top in bold,
 * the degree and the years under it; skills in the same column, one per line.
 */
function sideColumn(data) {
  const info = data.personalInfo;
  const css = `@page{size:A4;margin:15mm 14mm} body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt;line-height:1.4}
  .wrap{display:flex;gap:8mm} main{flex:1} aside{width:52mm;border-left:1.5px solid #c8d3dc;padding-left:6mm}
  h1{font-size:21pt;margin:0 0 1mm;color:#16324f} .tag{color:#5a6b7b;margin-bottom:4mm}
  h2{font-size:10.5pt;color:#16324f;margin:6mm 0 2mm;border-bottom:1px solid #c8d3dc;padding-bottom:1mm}
  aside h2:first-child, main h2:first-of-type{margin-top:0} aside p{margin:0 0 1.5mm;font-size:8.5pt;overflow-wrap:anywhere}
  .job{margin-bottom:4mm;break-inside:avoid} .top{display:flex;justify-content:space-between} .when{color:#5a6b7b;font-size:8.5pt}
  .school{margin-bottom:3mm;font-size:8.5pt}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="job"><div class="top"><b>${html(job.position)}</b><span class="when">${html(span(job, mon))}</span></div><div>${html(job.company)}</div>${list(job.description)}</div>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div class="job"><b>${html(project.name)}</b><div>${html(project.description)}</div>${project.technologies.length ? `<div class="when">${html(project.technologies.join(" · "))}</div>` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<div>${html(link)}</div>`)
          .join("")}</div>`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div class="school"><b>${html(school.institution)}</b><br>${html(degreeLine(school))}<br>${html(school.startDate ? span(school, mon) : mon(school.endDate))}${school.gpa ? `<br>GPA ${html(school.gpa)}` : ""}</div>`,
    )
    .join("");
  const contact = [info.email, info.phone, info.address, info.linkedIn, info.github]
    .filter(Boolean)
    .map((value) => `<p>${html(value)}</p>`)
    .join("");
  const body = `<div class="wrap"><main><h1>${html(info.fullName)}</h1>${data.summary ? `<div class="tag">${html(data.summary)}</div>` : ""}<h2>Experience</h2>${jobs}${projects ? `<h2>Projects</h2>${projects}` : ""}</main>
    <aside><h2>Contact</h2>${contact}<h2>Education</h2>${schools}<h2>Skills</h2>${data.skills.map((skill) => `<p>${html(skill)}</p>`).join("")}</aside></div>`;
  return { html: page(css, body), truth: data };
}

/**
 * A one-size page from a site builder: every line at 10pt on one line grid in both columns, so the
 * right-hand column's lines sit on the main column's baselines; the column holds the e-mail, phone
 * and place, then the schools (school, degree, year) and the skills; headings in small bold capitals.
 */
function evenColumns(data) {
  const info = data.personalInfo;
  const css = `@page{size:Letter;margin:16mm 15mm} body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt;line-height:15pt}
  .wrap{display:grid;grid-template-columns:1fr 55mm;column-gap:10mm} p,div{margin:0}
  h1{font-size:20pt;line-height:30pt;margin:0 0 15pt} h2{font-size:10pt;line-height:15pt;margin:15pt 0 0;text-transform:uppercase;letter-spacing:.05em}
  .side h2:first-child, main h2:first-of-type{margin-top:0} .job{margin-bottom:15pt} .muted{color:#666} ul{margin:0;padding-left:16px} li{margin:0}
  .school{margin-bottom:15pt}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="job"><div><b>${html(job.position)}</b>, ${html(job.company)}</div><div class="muted">${html(span(job, mon))}</div>${list(job.description)}</div>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div class="job"><div><b>${html(project.name)}</b></div><div>${html(project.description)}</div>${project.technologies.length ? `<div class="muted">Technologies: ${html(project.technologies.join(", "))}</div>` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<div>${html(link)}</div>`)
          .join("")}</div>`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div class="school"><div><b>${html(school.institution)}</b></div><div>${html(degreeLine(school))}</div><div class="muted">${html(school.startDate ? span(school, mon) : mon(school.endDate))}</div>${school.gpa ? `<div>GPA ${html(school.gpa)}</div>` : ""}</div>`,
    )
    .join("");
  const contact = [info.email, info.phone, info.address, info.linkedIn, info.github]
    .filter(Boolean)
    .map((value) => `<div>${html(value)}</div>`)
    .join("");
  const body = `<h1>${html(info.fullName)}</h1><div class="wrap"><main>${data.summary ? `<h2>Profile</h2><p>${html(data.summary)}</p>` : ""}<h2>Experience</h2>${jobs}${projects ? `<h2>Projects</h2>${projects}` : ""}</main>
    <div class="side"><h2>Contact</h2>${contact}<h2>Education</h2>${schools}<h2>Skills</h2>${data.skills.map((skill) => `<div>${html(skill)}</div>`).join("")}</div></div>`;
  return { html: page(css, body), truth: data };
}

/**
 * A plain page printed with the browser's own header and footer left on (date, title, address,
 * "1/2"); "Company — Title" lines with the dates at the right; two pages.
 */
function browserPrint(data) {
  const info = data.personalInfo;
  const css = `@page{size:Letter;margin:22mm 16mm 22mm} body{font-family:"Liberation Serif","Times New Roman",serif;font-size:11.5pt;line-height:1.5}
  h1{font-size:22pt;margin:0} h2{font-size:12.5pt;border-bottom:2px solid #222;margin:7mm 0 2mm;padding-bottom:1mm}
  .head{display:flex;justify-content:space-between;font-weight:700;margin-top:3mm} .job{break-inside:avoid}`;
  const contactLine = [info.email, info.phone, info.address].filter(Boolean).map(html).join(" · ");
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="job"><div class="head"><span>${html(job.company)} — ${html(job.position)}</span><span>${html(span(job, full))}</span></div>${list(job.description)}</div>`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div class="job"><div class="head"><span>${html(school.institution)}</span><span>${html(school.startDate ? span(school, full) : full(school.endDate))}</span></div><div>${html(degreeLine(school))}${school.gpa ? ` (GPA ${html(school.gpa)})` : ""}</div></div>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div class="job"><div class="head"><span>${html(project.name)}</span></div><div>${html(project.description)}</div>${project.technologies.length ? `<div><i>Technologies:</i> ${html(project.technologies.join(", "))}</div>` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<div>${html(link)}</div>`)
          .join("")}</div>`,
    )
    .join("");
  const links = [info.linkedIn, info.github].filter(Boolean).map(html).join(" · ");
  const body = `<h1>${html(info.fullName)}</h1><div>${contactLine}</div>${links ? `<div>${links}</div>` : ""}
    ${data.summary ? `<h2>Summary</h2><p>${html(data.summary)}</p>` : ""}<h2>Experience</h2>${jobs}<h2>Education</h2>${schools}${projects ? `<h2>Projects</h2>${projects}` : ""}
    <h2>Skills</h2><p>${data.skills.map(html).join(", ")}</p>`;
  return { html: page(css, body), truth: data, pdf: { displayHeaderFooter: true } };
}

const LANGUAGES = ["English (Native or Bilingual)", "Spanish (Professional Working)"];

/**
 * LinkedIn's "Save to PDF" profile: a grey left column (Contact, Top Skills: three of them,
 * Languages), the name, headline and place, Summary, Experience with the company first and the
 * title under it, "June 2021 - Present (3 years 6 months)", Education with years only, and
 * "Page 1 of 2" at the foot of each page.
 */
function linkedInProfile(data) {
  const info = data.personalInfo;
  const truth = copy(data);
  truth.skills = data.skills.slice(0, 3);
  truth.projects = [];
  truth.personalInfo.github = "";
  // LinkedIn prints a school's years only: no month to read.
  truth.education = truth.education.map((school) => ({ ...school, startDate: "", endDate: "", gpa: "" }));
  const months = (job) => {
    const [fromYear, fromMonth] = job.startDate.split("-").map(Number);
    const [toYear, toMonth] = (job.current ? "2026-11" : job.endDate).split("-").map(Number);
    const total = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
    const years = Math.floor(total / 12);
    const rest = total % 12;
    return [years ? `${years} year${years > 1 ? "s" : ""}` : "", rest ? `${rest} month${rest > 1 ? "s" : ""}` : ""]
      .filter(Boolean)
      .join(" ");
  };
  const css = `@page{size:Letter;margin:0} body{font-family:Arial,"Liberation Sans",sans-serif;font-size:10.5pt}
  .wrap{display:grid;grid-template-columns:62mm 1fr;min-height:279mm} .left{background:#e7ecf0;padding:12mm 6mm;font-size:9.5pt}
  .left h3{font-size:12pt;margin:6mm 0 2mm;font-weight:400;color:#000} .left p{margin:0 0 1.5mm;color:#222;word-break:break-all}
  .main{padding:12mm 10mm} h1{font-size:24pt;font-weight:400;margin:0} .headline{font-size:11.5pt;margin:1mm 0} .place{color:#b0b0b0;font-size:10.5pt}
  h2{font-size:14pt;font-weight:400;margin:7mm 0 2mm} .company{font-size:11.5pt;margin-top:4mm} .title{font-size:11pt} .muted{color:#b0b0b0}
  .job{break-inside:avoid} .desc{white-space:pre-line;margin-top:1.5mm}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="job"><div class="company">${html(job.company)}</div><div class="title">${html(job.position)}</div><div class="muted">${html(span(job, full, { sep: " - " }))} (${months(job)})</div><div class="muted">${html(info.address)}</div><div class="desc">${bullets(job.description).map(html).join("\n")}</div></div>`,
    )
    .join("");
  const schools = data.education
    .map((school) => {
      const years = school.startDate
        ? `${school.startDate.slice(0, 4)} - ${school.endDate.slice(0, 4)}`
        : school.endDate.slice(0, 4);
      return `<div class="job"><div class="company">${html(school.institution)}</div><div class="title">${html(school.degree)}${school.fieldOfStudy ? `, ${html(school.fieldOfStudy)}` : ""} · (${years})</div></div>`;
    })
    .join("");
  const contact = [
    info.phone ? `${info.phone} (Mobile)` : "",
    info.email,
    info.linkedIn ? `www.${info.linkedIn.replace(/^https?:\/\/(www\.)?/, "")} (LinkedIn)` : "",
  ].filter(Boolean);
  const headline = `${data.experience[0]?.position ?? ""} at ${data.experience[0]?.company ?? ""}`;
  const body = `<div class="wrap"><div class="left"><h3 style="margin-top:0">Contact</h3>${contact.map((line) => `<p>${html(line)}</p>`).join("")}
    <h3>Top Skills</h3>${truth.skills.map((skill) => `<p>${html(skill)}</p>`).join("")}<h3>Languages</h3>${LANGUAGES.map((line) => `<p>${html(line)}</p>`).join("")}</div>
    <div class="main"><h1>${html(info.fullName)}</h1><div class="headline">${html(headline)}</div><div class="place">${html(info.address)}</div>
    ${data.summary ? `<h2>Summary</h2><div>${html(data.summary)}</div>` : ""}<h2>Experience</h2>${jobs}<h2>Education</h2>${schools}</div></div>`;
  const footer = `<div style="width:100%;font-size:8px;color:#999;text-align:center;font-family:Arial">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;
  return {
    html: page(css, body),
    truth,
    pdf: {
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: footer,
      margin: { top: "10mm", bottom: "12mm" },
    },
  };
}

/** A plain one-column page for LibreOffice to open and save as DOCX (its own Word export). */
function plainForWord(data) {
  const info = data.personalInfo;
  const css = `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10.5pt} h1{font-size:20pt;margin:0} h2{font-size:12pt;margin:14pt 0 4pt}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<p><b>${html(job.position)}</b>, ${html(job.company)}<br>${html(span(job, mon))}</p>${list(job.description)}`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<p><b>${html(degreeLine(school))}</b><br>${html(school.institution)}, ${html(school.startDate ? span(school, mon) : mon(school.endDate))}${school.gpa ? `<br>GPA: ${html(school.gpa)}` : ""}</p>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<p><b>${html(project.name)}</b><br>${html(project.description)}${project.technologies.length ? `<br>Technologies: ${html(project.technologies.join(", "))}` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<br>${html(link)}`)
          .join("")}</p>`,
    )
    .join("");
  const contact = [info.email, info.phone, info.address, info.linkedIn, info.github]
    .filter(Boolean)
    .map(html)
    .join(" | ");
  const body = `<h1>${html(info.fullName)}</h1><p>${contact}</p>${data.summary ? `<h2>Summary</h2><p>${html(data.summary)}</p>` : ""}<h2>Experience</h2>${jobs}<h2>Education</h2>${schools}${projects ? `<h2>Projects</h2>${projects}` : ""}<h2>Skills</h2><ul>${data.skills.map((skill) => `<li>${html(skill)}</li>`).join("")}</ul>`;
  return { html: page(css, body), truth: data };
}

export const HTML_DESIGNS = {
  gridSidebar,
  rightSidebar,
  sideColumn,
  evenColumns,
  browserPrint,
  linkedInProfile,
  plainForWord,
};
