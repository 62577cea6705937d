/**
 * Held-out designs: written after the reader's work on the rest of the corpus, measured and
 * reported, never tuned on (the bench prints them apart; no test holds a threshold on them). If a
 * change to the reader is made because of one of these, move that design into html-designs.mjs
 * and write a new held-out one.
 */
import { bullets, degreeLine, html, mon, span } from "./print.mjs";

const page = (css, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${"CV"}</title><style>
*{box-sizing:border-box} body{margin:0;color:#222;-webkit-print-color-adjust:exact;print-color-adjust:exact} ul{margin:3px 0 0;padding-left:20px} li{margin:1px 0}
${css}</style></head><body>${body}</body></html>`;
const list = (description) =>
  `<ul>${bullets(description)
    .map((line) => `<li>${html(line)}</li>`)
    .join("")}</ul>`;
const upperDates = (entry) => span(entry, mon, { sep: " - ", present: "PRESENT" }).toUpperCase();

/** A word processor's "Serif" template look: name as a title, coloured headings, "Company, Place — Title", dates in capitals on their own line. */
function docsSerif(data) {
  const info = data.personalInfo;
  const css = `@page{size:Letter;margin:18mm 20mm} body{font-family:"Liberation Serif",serif;font-size:10.5pt;line-height:1.35}
  h1{font-size:26pt;font-weight:400;margin:0 0 3mm} .contact{font-size:9.5pt;color:#555} h2{font-size:12pt;color:#3b6ea5;margin:7mm 0 2mm;font-weight:700}
  .org{font-weight:700;margin-top:3mm} .org i{font-weight:400} .when{font-size:8.5pt;color:#666;letter-spacing:.04em}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="org">${html(job.company)}, ${html(info.address)} — <i>${html(job.position)}</i></div><div class="when">${html(upperDates(job))}</div>${list(job.description)}`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div class="org">${html(school.institution)} — <i>${html(degreeLine(school))}</i></div><div class="when">${html(school.startDate ? upperDates(school) : mon(school.endDate).toUpperCase())}</div>${school.gpa ? `<div>GPA ${html(school.gpa)}</div>` : ""}`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div class="org">${html(project.name)}</div><div>${html(project.description)}</div>${project.technologies.length ? `<div>Tools: ${html(project.technologies.join(", "))}</div>` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<div>${html(link)}</div>`)
          .join("")}`,
    )
    .join("");
  const contact = [info.address, info.phone, info.email, info.linkedIn, info.github]
    .filter(Boolean)
    .map(html)
    .join(" • ");
  const body = `<h1>${html(info.fullName)}</h1><div class="contact">${contact}</div>${data.summary ? `<h2>Summary</h2><div>${html(data.summary)}</div>` : ""}<h2>Experience</h2>${jobs}<h2>Education</h2>${schools}${projects ? `<h2>Projects</h2>${projects}` : ""}<h2>Skills</h2><div>${data.skills.map(html).join(" • ")}</div>`;
  return { html: page(css, body), truth: data };
}

/** A table: section names in a narrow left column, entries in the right; "Title (Jan 2019 – Mar 2021)" then the company. */
function labelTable(data) {
  const info = data.personalInfo;
  const css = `@page{size:A4;margin:15mm} body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt}
  table{width:100%;border-collapse:collapse} td{vertical-align:top;padding:2.5mm 0;border-top:1px solid #ccc} td.k{width:36mm;font-weight:700;color:#555;text-transform:uppercase;font-size:8.5pt;padding-right:4mm}
  h1{font-size:20pt;margin:0} .entry{margin-bottom:3mm} .entry b{font-size:10pt}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div class="entry"><b>${html(job.position)}</b> (${html(span(job, mon))})<div>${html(job.company)}</div>${list(job.description)}</div>`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div class="entry"><b>${html(degreeLine(school, ", "))}</b> (${html(school.startDate ? span(school, mon) : mon(school.endDate))})<div>${html(school.institution)}${school.gpa ? ` · GPA ${html(school.gpa)}` : ""}</div></div>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div class="entry"><b>${html(project.name)}</b><div>${html(project.description)}</div>${project.technologies.length ? `<div>Stack: ${html(project.technologies.join(", "))}</div>` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<div>${html(link)}</div>`)
          .join("")}</div>`,
    )
    .join("");
  const rows = [
    [
      "Contact",
      [info.email, info.phone, info.address, info.linkedIn, info.github].filter(Boolean).map(html).join("<br>"),
    ],
    ["Profile", data.summary ? html(data.summary) : ""],
    ["Experience", jobs],
    ["Education", schools],
    ["Projects", projects],
    ["Skills", data.skills.map(html).join(", ")],
  ].filter(([, cell]) => cell);
  const body = `<h1>${html(info.fullName)}</h1><div style="margin:1mm 0 4mm;color:#666">${html(data.experience[0]?.position ?? "")}</div><table>${rows.map(([key, cell]) => `<tr><td class="k">${key}</td><td>${cell}</td></tr>`).join("")}</table>`;
  return { html: page(css, body), truth: data };
}

/** A compact header band (name and title left, contact right), company bold with dates right, title italic under it with the place right, grouped skills. */
function compactBand(data) {
  const info = data.personalInfo;
  const css = `@page{size:Letter;margin:12mm 14mm} body{font-family:"Liberation Sans",sans-serif;font-size:9.5pt}
  .band{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #2d5f3f;padding-bottom:2mm} .band h1{margin:0;font-size:22pt;color:#2d5f3f} .band .c{text-align:right;font-size:8.5pt;line-height:1.5}
  h2{font-size:10pt;color:#2d5f3f;margin:5mm 0 1.5mm;border-bottom:1px solid #cfd8d2} .row{display:flex;justify-content:space-between} .row.t{font-style:italic;color:#444}`;
  const jobs = data.experience
    .map(
      (job) =>
        `<div style="margin-top:2.5mm"><div class="row"><b>${html(job.company)}</b><span>${html(span(job, mon))}</span></div><div class="row t"><span>${html(job.position)}</span><span>${html(info.address)}</span></div>${list(job.description)}</div>`,
    )
    .join("");
  const schools = data.education
    .map(
      (school) =>
        `<div style="margin-top:2mm"><div class="row"><b>${html(school.institution)}</b><span>${html(school.startDate ? span(school, mon) : mon(school.endDate))}</span></div><div class="row t"><span>${html(degreeLine(school))}${school.gpa ? `, GPA ${html(school.gpa)}` : ""}</span></div></div>`,
    )
    .join("");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `<div style="margin-top:2mm"><b>${html(project.name)}</b> — ${html(project.description)}${project.technologies.length ? `<div><i>Technologies: ${html(project.technologies.join(", "))}</i></div>` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `<div>${html(link)}</div>`)
          .join("")}</div>`,
    )
    .join("");
  const half = Math.ceil(data.skills.length / 2);
  const body = `<div class="band"><div><h1>${html(info.fullName)}</h1><div>${html(data.experience[0]?.position ?? "")}</div></div><div class="c">${[info.email, info.phone, info.address, info.linkedIn, info.github].filter(Boolean).map(html).join("<br>")}</div></div>
    ${data.summary ? `<h2>Summary</h2><div>${html(data.summary)}</div>` : ""}<h2>Experience</h2>${jobs}<h2>Education</h2>${schools}${projects ? `<h2>Projects</h2>${projects}` : ""}
    <h2>Skills</h2><div><b>Core:</b> ${data.skills.slice(0, half).map(html).join(", ")}</div><div><b>Also:</b> ${data.skills.slice(half).map(html).join(", ")}</div>`;
  return { html: page(css, body), truth: data };
}

export const HELDOUT_DESIGNS = { docsSerif, labelTable, compactBand };
