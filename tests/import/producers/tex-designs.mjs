/**
 * Resumes as people typeset them in LaTeX, compiled by pdfLaTeX (TeX Live from Debian): moderncv
 * (dates in the left margin), a plain article with tabular dates, letter-spaced small-capital
 * headings, running heads and page numbers, and a two-minipage sidebar with marvosym icons (a
 * font without a Unicode map). Each design returns the .tex source and the truth as printed.
 */
import { bullets, copy, degreeLine, mon, numeric, span, tex } from "./print.mjs";

const itemize = (description) =>
  `\\begin{itemize}\n${bullets(description)
    .map((line) => `  \\item ${tex(line)}`)
    .join("\n")}\n\\end{itemize}`;

/** moderncv, classic style: \cventry with the dates in the margin column, marvosym icons. */
function moderncv(data) {
  const info = data.personalInfo;
  const [first, ...rest] = info.fullName.split(" ");
  const entries = data.experience
    .map(
      (job) =>
        `\\cventry{${tex(span(job, mon, { sep: "--", present: "Present" }))}}{${tex(job.position)}}{${tex(job.company)}}{}{}{%\n${itemize(job.description)}}`,
    )
    .join("\n");
  const schools = data.education
    .map(
      (school) =>
        `\\cventry{${tex(school.startDate ? span(school, mon, { sep: "--" }) : mon(school.endDate))}}{${tex(school.degree)}}{${tex(school.institution)}}{}{${school.gpa ? `GPA ${tex(school.gpa)}` : ""}}{${tex(school.fieldOfStudy)}}`,
    )
    .join("\n");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `\\cvitem{${tex(project.name)}}{${tex(project.description)}${project.technologies.length ? ` Technologies: ${tex(project.technologies.join(", "))}.` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => ` \\url{${link}}`)
          .join("")}}`,
    )
    .join("\n");
  // moderncv prints social accounts as the bare user name behind an icon: the truth says what is printed.
  const truth = copy(data);
  const social = [];
  if (info.linkedIn) social.push(`\\extrainfo{${tex(info.linkedIn)}}`);
  if (info.github) social.push(`\\homepage{${tex(info.github)}}`);
  const source = `\\documentclass[11pt,letterpaper,sans,nosymbols]{moderncv}
\\moderncvstyle{classic}
\\moderncvcolor{blue}
\\usepackage[utf8]{inputenc}
\\usepackage[scale=0.77]{geometry}
\\name{${tex(first)}}{${tex(rest.join(" "))}}
\\title{${tex(data.experience[0]?.position ?? "")}}
\\address{${tex(info.address)}}{}{}
\\phone[mobile]{${tex(info.phone)}}
\\email{${tex(info.email)}}
${social.join("\n")}
\\begin{document}
\\makecvtitle
${data.summary ? `\\section{Summary}\n\\cvitem{}{${tex(data.summary)}}` : ""}
\\section{Experience}
${entries}
\\section{Education}
${schools}
${projects ? `\\section{Projects}\n${projects}` : ""}
\\section{Skills}
\\cvitem{}{${data.skills.map(tex).join(", ")}}
\\end{document}
`;
  return { source, truth };
}

/**
 * An article: centred name, contact split by bullets, letter-spaced small-capital headings over a
 * rule, "Title, Company" with the dates at the right in a tabular*, a running head with the name
 * and page numbers from page two on, skills as a justified run of text (hyphenated at line ends).
 */
function articleTabular(data) {
  const info = data.personalInfo;
  const row = (left, right) =>
    `\\noindent\\begin{tabular*}{\\textwidth}{@{}l@{\\extracolsep{\\fill}}r@{}}${left} & ${right}\\end{tabular*}`;
  const jobs = data.experience
    .map(
      (job) =>
        `${row(`\\textbf{${tex(job.position)}}, ${tex(job.company)}`, tex(span(job, numeric, { sep: " -- " })))}\n\\vspace{-4pt}\n${itemize(job.description)}`,
    )
    .join("\n\n");
  const schools = data.education
    .map(
      (school) =>
        `${row(`\\textbf{${tex(school.institution)}}`, tex(school.startDate ? span(school, numeric, { sep: " -- " }) : numeric(school.endDate)))}\\\\\n${tex(degreeLine(school, ", "))}${school.gpa ? `; GPA ${tex(school.gpa)}` : ""}\n`,
    )
    .join("\n");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `\\noindent\\textbf{${tex(project.name)}}. ${tex(project.description)}${project.technologies.length ? ` \\emph{Technologies:} ${tex(project.technologies.join(", "))}.` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => ` \\url{${link}}`)
          .join("")}\n`,
    )
    .join("\n");
  const contact = [info.email, info.phone, info.address, info.linkedIn, info.github]
    .filter(Boolean)
    .map(tex)
    .join(" $\\bullet$ ");
  const source = `\\documentclass[11pt]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[letterpaper,margin=0.9in]{geometry}
\\usepackage{microtype}
\\usepackage{enumitem}
\\usepackage{url}
\\usepackage{fancyhdr}
\\setlist[itemize]{leftmargin=1.3em,itemsep=1pt,topsep=2pt}
\\newcommand{\\heading}[1]{\\vspace{8pt}\\noindent{\\large\\textls[180]{\\textsc{#1}}}\\\\[-6pt]\\rule{\\textwidth}{0.4pt}\\vspace{2pt}}
\\pagestyle{fancy}\\fancyhf{}\\renewcommand{\\headrulewidth}{0pt}
\\fancyhead[R]{\\ifnum\\value{page}>1 \\small ${tex(info.fullName)} -- Page \\thepage\\fi}
\\fancyfoot[C]{\\small Page \\thepage}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}{\\LARGE\\bfseries ${tex(info.fullName)}}\\\\[4pt]${contact}\\end{center}
${data.summary ? `\\heading{Summary}\n${tex(data.summary)}\n` : ""}
\\heading{Experience}
${jobs}
\\heading{Education}
${schools}
${projects ? `\\heading{Projects}\n${projects}` : ""}
\\heading{Skills}
${data.skills.map(tex).join(", ")}
\\end{document}
`;
  return { source, truth: data };
}

/** Two minipages: a narrow sidebar (contact behind marvosym icons, skills one per line), the main column. */
function minipageSidebar(data) {
  const info = data.personalInfo;
  const contact = [
    info.phone && `\\Mobilefone~${tex(info.phone)}`,
    info.email && `\\Letter~${tex(info.email)}`,
    info.address && `\\Mundus~${tex(info.address)}`,
    info.linkedIn && `\\url{${info.linkedIn}}`,
    info.github && `\\url{${info.github}}`,
  ].filter(Boolean);
  const jobs = data.experience
    .map(
      (job) =>
        `\\textbf{${tex(job.position)}}\\hfill{\\small ${tex(span(job, mon, { sep: " -- " }))}}\\\\\n\\textit{${tex(job.company)}}\n${itemize(job.description)}`,
    )
    .join("\n\\medskip\n");
  const schools = data.education
    .map(
      (school) =>
        `\\textbf{${tex(degreeLine(school))}}\\hfill{\\small ${tex(school.startDate ? span(school, mon, { sep: " -- " }) : mon(school.endDate))}}\\\\\n\\textit{${tex(school.institution)}}${school.gpa ? ` -- GPA ${tex(school.gpa)}` : ""}\n`,
    )
    .join("\n\\medskip\n");
  const projects = (data.projects ?? [])
    .map(
      (project) =>
        `\\textbf{${tex(project.name)}}\\\\\n${tex(project.description)}${project.technologies.length ? `\\\\\n\\textit{${tex(project.technologies.join(", "))}}` : ""}${[
          project.githubLink,
          project.liveLink,
        ]
          .filter(Boolean)
          .map((link) => `\\\\\n\\url{${link}}`)
          .join("")}\n`,
    )
    .join("\n\\medskip\n");
  const source = `\\documentclass[10pt]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{helvet}\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[a4paper,margin=14mm]{geometry}
\\usepackage{marvosym}
\\usepackage{url}
\\usepackage{enumitem}
\\usepackage{xcolor}
\\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,topsep=2pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newcommand{\\side}[1]{\\vspace{8pt}{\\color{teal}\\bfseries\\MakeUppercase{#1}}\\\\[2pt]}
\\newcommand{\\main}[1]{\\vspace{10pt}{\\large\\color{teal}\\bfseries #1}\\\\[-4pt]{\\color{teal}\\rule{\\linewidth}{0.6pt}}\\\\[2pt]}
\\begin{document}
\\begin{minipage}[t]{0.29\\textwidth}
{\\huge\\bfseries ${tex(info.fullName.split(" ")[0])}\\\\${tex(info.fullName.split(" ").slice(1).join(" "))}}\\\\[6pt]
\\side{Contact}
${contact.join("\\\\[3pt]\n")}\\\\
\\side{Skills}
${data.skills.map(tex).join("\\\\\n")}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.66\\textwidth}
${data.summary ? `\\main{Profile}\n${tex(data.summary)}\n` : ""}
\\main{Experience}
${jobs}
\\main{Education}
${schools}
${projects ? `\\main{Projects}\n${projects}` : ""}
\\end{minipage}
\\end{document}
`;
  return { source, truth: data };
}

export const TEX_DESIGNS = { moderncv, articleTabular, minipageSidebar };
