/**
 * English texts the domain computes (ATS suggestions and role fit, tailoring reasons and
 * questions, version summaries and diff labels, import file errors), a part of en.ts kept apart
 * for size. Each must say exactly what the domain's English says: app/i18n/computed.test.ts renders
 * every code through them and compares (docs/i18n.md "Computed texts"). Plain label tables are the
 * domain's own (sections, diff fields, letter fields, import errors).
 */
import { UNDO_PERSONAL_LABELS, UNDO_SECTION_LABELS, UNDO_TOP_LABELS } from "~/domain/collab/undo-changes";
import {
  COMPONENT_LABELS,
  SCORE_CHECK_LABELS,
  SCORE_IMPORTANCE_LABELS,
  SCORE_PLACE_LABELS,
  SCORE_RELATION_LABELS,
} from "~/domain/ats/score-texts";
import { LENGTH_TEXT } from "~/domain/ats/messages";
import { IMPORT_MESSAGES } from "~/domain/import/file";
import { DIFF_FIELD_LABELS } from "~/domain/resume/version-diff";
import { LETTER_FIELD_LABELS, SECTION_LABELS } from "~/domain/resume/version-summary";

export const enComputed = {
  /** "a, b and c": the items but the last, joined by ", ", and the last. */
  list: "{{head}} and {{last}}",
  ats: {
    quoted: '"{{text}}"',
    suggestion: {
      stuffing:
        "{{words}} words copied from the job description were ignored: text pasted from the posting (even in white) earns no points. Describe your own work in your own words.",
      addEmail: "Add your email address at the top of your resume so recruiters can reach you.",
      addPhone: "Add a phone number to your contact details.",
      addLinkedIn: "Add your LinkedIn profile URL to your contact details.",
      experienceHeading:
        'Put your work history under a standard "Experience" heading; ATS parsers look for it by name.',
      skillsHeading:
        'Add a "Skills" section listing the tools and methods you use; it is the first place an ATS looks for keywords.',
      educationHeading: 'Add an "Education" section, even if short, so the parser can read your qualifications.',
      summaryHeading: "Add a short summary that names your role, years of experience and top skills for this job.",
      dates:
        'Add from–to dates to each role (for example "Mar 2021 – Present"); ATS filters compute your years of experience from them.',
      relatedSkill:
        'The job requires "{{skill}}"; your resume names {{related}}, which is related but not the word a keyword filter looks for. If you have used {{skill}}, name it in a bullet and in your Skills section.',
      missingMust:
        'Add "{{skill}}" if you have it: the job lists it as a requirement. Name it in an experience bullet that shows how you used it, and in your Skills section.',
      missingNormal: 'The job mentions "{{skill}}". If you have used it, add it to your Skills section or a bullet.',
      missingNice: 'Nice to have: "{{skill}}". If you have it, add it to your Skills section.',
      skillOnlyInList:
        '"{{skill}}" is only in your Skills list. Mention it in an experience bullet where you used it; skills shown in context rank higher.',
      roleFit:
        "{{roleFit}} Recruiters read recent roles first: if you have done this kind of work, make it visible in a role's title and bullets, and in your summary.",
      seniorityHigher:
        "This job is at {{job}} level and your resume reads as {{resume}}. Show the scope you have had: people led, budgets, decisions you owned.",
      seniorityLower:
        "This job is at {{job}} level and your resume reads as {{resume}}. Say in your summary why this role is the step you want.",
      jobTitle:
        'Use the job title "{{title}}" in your headline or summary, if it fits your experience; recruiters search by title.',
      years:
        "The job asks for {{required}}+ years of experience and your resume shows about {{years}}. If you have more relevant experience, list those roles with their dates, or state your total years in your summary.",
      education:
        'The job asks for a {{degree}}. If you have one, list it under an "Education" heading with the degree spelled out.',
      educationFlexible:
        'The job asks for a {{degree}} (or equivalent experience). If you have one, list it under an "Education" heading with the degree spelled out.',
      weakVerb:
        'Open with an action verb instead of "{{weak}}": "{{before}}" → "{{after}}". Add the result if you can measure it.',
      quantify: 'Add a number to "{{statement}}": how many, how much, how often, or by what percent.',
      length: {
        tooShort: "Length: {{words}} words: too short to show your experience.",
        short: "Length: {{words}} words: on the short side (aim for 400-900).",
        long: "Length: {{words}} words: long (over two pages).",
        tooLong: "Length: {{words}} words: too long; trim to the most relevant two pages.",
      },
      softSkill_one:
        "The job values {{skills}}. Show it through a concrete example in a bullet rather than listing it.",
      softSkill_other:
        "The job values {{skills}}. Show them through a concrete example in a bullet rather than listing them.",
      keyword: "Use the job's own wording where it truthfully describes your work: {{keywords}}.",
    },
    roleFit: {
      chosenJob: "{{job}} (your choice)",
      noJob: "The job's occupation could not be read from its title or duties.",
      noRole: "This job reads as {{job}}; no role in your resume could be placed. Give each role a title and dates.",
      placed: "{{what}}; this job reads as {{job}}: {{relation}}.",
      what: {
        latestRole: 'Your latest role "{{text}}" reads as {{occupation}}',
        latestRoleUntitled: "Your latest role reads as {{occupation}}",
        role: 'Your role "{{text}}" reads as {{occupation}}',
        roleUntitled: "Your role reads as {{occupation}}",
        headline: 'Your headline "{{text}}" reads as {{occupation}}',
        experience: "Your experience reads as {{occupation}}",
      },
      relation: {
        same: "the same occupation",
        sameTitle: "the job's own title",
        family: "a title of the same kind, with the job's tools",
        close: "a closely related occupation",
        related: "related",
        distant: "in the same broad field",
        unrelated: "unrelated",
      },
    },
    /** The analysis page's score breakdown (app/domain/ats/score-texts.ts). */
    score: {
      component: COMPONENT_LABELS,
      relation: SCORE_RELATION_LABELS,
      check: SCORE_CHECK_LABELS,
      importance: SCORE_IMPORTANCE_LABELS,
      place: SCORE_PLACE_LABELS,
      /** Degrees by level, as a label (capitalized on display). */
      degree: {
        1: "high school diploma",
        2: "associate degree",
        3: "bachelor's degree",
        4: "master's degree",
        5: "doctorate",
        other: "degree",
      },
      label: {
        specialty: "Specialty: {{label}}",
        otherWords_one: "{{count}} more shared word",
        otherWords_other: "{{count}} more shared words",
        years: "Years of experience",
        yearsRequired: "{{years}}+ years of experience",
        degree: "Degree",
        level: "{{level}} level",
      },
      detail: {
        specialtyFound: "Named in your current work",
        specialtyMissing: "The title asks for this specialty; your current work does not name it",
        skillFound: "{{importance}} · found in {{places}}",
        skillRelated: "{{importance}} · related: you list {{related}}; name {{skill}} itself if you have it",
        skillMissing: "{{importance}} · missing",
        titleExact: "The job title appears in your resume",
        titlePartial: "A similar title: {{evidence}}",
        titlePast: "The job title of an earlier role: {{evidence}}",
        skillDated_one:
          "{{importance}} · found only in a role that ended {{count}} year ago; show it in recent work if you still use it",
        skillDated_other:
          "{{importance}} · found only in a role that ended {{count}} years ago; show it in recent work if you still use it",
        titleNone: "Not found in your resume",
        noMinimum: "No minimum stated in the job",
        yearsShown_one: "Your resume shows about {{count}} year in this or a related occupation",
        yearsShown_other: "Your resume shows about {{count}} years in this or a related occupation",
        noDegreeRequired: "No degree requirement stated",
        degreeFound: "Required; found: {{degree}}",
        degreeNone: "Required; no degree found",
        noRoleTitle: "No role title found to compare with the job's level",
        levels: "The job reads as {{job}}; your resume as {{resume}}",
        levelOtherField:
          "The job reads as {{job}}; your level was reached in another line of work, so it counts from the start of this one",
        dates: { ranges: "Date ranges found", years: "Years found but no from–to ranges", none: "No dates found" },
        length: "{{words}} words: {{verdict}}",
        verdict: LENGTH_TEXT,
        quantified: "{{quantified}} of {{total}} bullets include a number",
        weak_one: "{{count}} bullet open with a weak phrase",
        weak_other: "{{count}} bullets open with a weak phrase",
        noWeak: "No weak openings found",
      },
    },
    /** Seniority levels (app/domain/ats/seniority.ts). */
    level: {
      intern: "intern",
      junior: "junior",
      "mid-level": "mid-level",
      senior: "senior",
      manager: "manager",
      director: "director",
    },
    /** Degrees by level (DEGREE_LEVEL_NAMES), as they read after "a". */
    degree: {
      1: "high school diploma",
      2: "associate degree",
      3: "bachelor's degree",
      4: "master's degree",
      5: "doctorate",
      other: "degree",
    },
    /** Soft skills by their English label (app/domain/ats/lexicon.ts), as they read in a sentence. */
    softSkill: {
      Communication: "communication",
      Leadership: "leadership",
      Collaboration: "collaboration",
      "Problem solving": "problem solving",
      "Attention to detail": "attention to detail",
      "Time management": "time management",
      Adaptability: "adaptability",
      "Critical thinking": "critical thinking",
      Organization: "organization",
      "Interpersonal skills": "interpersonal skills",
      Empathy: "empathy",
      Creativity: "creativity",
      "Customer focus": "customer focus",
      "Presentation skills": "presentation skills",
      Initiative: "initiative",
      Mentoring: "mentoring",
      "Work under pressure": "work under pressure",
    },
  },
  tailor: {
    reason: {
      skillsFirst_one:
        "{{skills}} is a skill this job asks for: listed first, a recruiter and an ATS see them at once.",
      skillsFirst_other:
        "{{skills}} are skills this job asks for: listed first, a recruiter and an ATS see them at once.",
      bulletsWithSkills:
        "Bullets that show {{skills}}, which this job asks for, come first: readers skim the top of each role.",
      bulletsByWords: "Bullets that use this job's own words come first: readers skim the top of each role.",
      wording: "{{jobWord}} is {{importance}} and you write it as {{resumeWord}}: an ATS looks for the job's own word.",
      missingSkill:
        "{{skill}} is {{importance}} and your resume does not name it. Tailoring never adds a skill for you.",
      missingSkillRelated:
        "{{skill}} is {{importance}} and your resume does not name it. Tailoring never adds a skill for you. You list {{related}}, which is related, but a filter looks for the word itself.",
      summarySkills:
        "Leads with the job's skills your resume names, then your strongest matching facts. Every sentence is taken from your resume.",
      summaryJobTitle:
        "Leads with the job's title, {{title}}, which your resume already states, then your strongest matching facts. Every sentence is taken from your resume.",
      summaryOwnTitle:
        "Your resume does not state this job's title, so it leads with your own, {{title}}, then your strongest matching facts. Every sentence is taken from your resume.",
    },
    importance: { must: "a must-have of this job", normal: "named in this job", nice: "a nice-to-have of this job" },
    haveYouUsed: "Have you used {{skill}}? If yes, add it where you used it.",
  },
  /** Undo's notice when it skips a collaborator's change (app/domain/collab/undo-changes.ts). */
  undo: {
    skipped: "Skipped: {{clauses}}",
    partly: "Partly done. Skipped: {{clauses}}",
    clause: {
      changed: "{{label}} was changed by a collaborator",
      removed: "{{label}} was removed by a collaborator",
      moved: "{{label}} was moved by a collaborator",
      exists: "{{label}} is already there",
    },
    top: UNDO_TOP_LABELS,
    personal: UNDO_PERSONAL_LABELS,
    section: UNDO_SECTION_LABELS,
    entryField: "{{section}} › {{field}}",
    entry: "{{section}} entry",
    /** Entry fields as the notice names them (the domain humanizes the field's name). */
    field: {
      company: "Company",
      position: "Position",
      startDate: "Start date",
      endDate: "End date",
      current: "Current",
      description: "Description",
      institution: "Institution",
      degree: "Degree",
      fieldOfStudy: "Field of study",
      gpa: "Gpa",
      name: "Name",
      technologies: "Technologies",
      githubLink: "Github link",
      liveLink: "Live link",
      keepTogether: "Keep together",
    },
  },
  history: {
    summary: {
      first: "First version",
      none: "No changes",
      personal: "Personal information: {{fields}} edited",
      summaryEdited: "Summary edited",
      skills: "Skills: {{changes}}",
      skillsMore: "Skills: {{changes}} and {{more}} more",
      skillsReordered: "Skills: reordered",
      entries: "{{section}}: {{changes}}",
      entriesAdded_one: "{{count}} entry added",
      entriesAdded_other: "{{count}} entries added",
      entriesEdited_one: "{{count}} entry edited",
      entriesEdited_other: "{{count}} entries edited",
      entriesRemoved_one: "{{count}} entry removed",
      entriesRemoved_other: "{{count}} entries removed",
      entriesReordered: "reordered",
      template: "Template: {{template}}",
      pageSize: "Page size: {{size}}",
      jobAdded: "Job description added",
      jobRemoved: "Job description removed",
      jobEdited: "Job description edited",
      letterField: "{{field}} edited",
      paragraphsAdded_one: "+{{count}} paragraph",
      paragraphsAdded_other: "+{{count}} paragraphs",
      paragraphsRemoved_one: "-{{count}} paragraph",
      paragraphsRemoved_other: "-{{count}} paragraphs",
      paragraphsEdited_one: "{{count}} paragraph edited",
      paragraphsEdited_other: "{{count}} paragraphs edited",
    },
    /** Personal fields as they read in "Personal information: name, email edited". */
    personalInline: {
      fullName: "name",
      email: "email",
      phone: "phone",
      address: "address",
      linkedIn: "linkedin",
      github: "github",
    },
    letterField: LETTER_FIELD_LABELS,
    section: SECTION_LABELS,
    /** The diff's field labels. */
    field: DIFF_FIELD_LABELS,
    entryTitle: "{{first}} at {{second}}",
    untitledEntry: "Untitled entry",
  },
  /** The import reader's file errors (app/domain/import/file.ts IMPORT_MESSAGES). */
  importError: IMPORT_MESSAGES,
};
