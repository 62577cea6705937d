import type { Translations } from "../en";

/** German texts the domain computes (keys and placeholders as in ./en.ts). */
export const deComputed: Translations["computed"] = {
  list: "{{head}} und {{last}}",
  ats: {
    quoted: "„{{text}}“",
    suggestion: {
      stuffing:
        "{{words}} aus der Stellenanzeige kopierte Wörter wurden ignoriert: Text aus der Anzeige (auch in weißer Schrift) bringt keine Punkte. Beschreibe deine eigene Arbeit in eigenen Worten.",
      addEmail:
        "Schreib deine E-Mail-Adresse oben in deinen Lebenslauf, damit Personalverantwortliche dich erreichen können.",
      addPhone: "Ergänze eine Telefonnummer in deinen Kontaktdaten.",
      addLinkedIn: "Ergänze die URL deines LinkedIn-Profils in deinen Kontaktdaten.",
      experienceHeading:
        "Stell deinen Werdegang unter eine übliche Überschrift wie „Berufserfahrung“ („Experience“); ATS-Parser suchen sie über ihren Namen.",
      skillsHeading:
        "Füge einen Abschnitt „Fähigkeiten“ („Skills“) mit den Werkzeugen und Methoden hinzu, die du nutzt; dort sucht ein ATS zuerst nach Schlüsselwörtern.",
      educationHeading:
        "Füge einen Abschnitt „Ausbildung“ („Education“) hinzu, auch wenn er kurz ist, damit der Parser deine Qualifikationen lesen kann.",
      summaryHeading:
        "Füge eine kurze Zusammenfassung hinzu, die deine Rolle, deine Berufsjahre und deine wichtigsten Fähigkeiten für diese Stelle nennt.",
      dates:
        "Gib bei jeder Position Anfangs- und Enddatum an (zum Beispiel „März 2021 – heute“); ATS-Filter berechnen daraus deine Berufsjahre.",
      relatedSkill:
        "Die Stelle verlangt „{{skill}}“; dein Lebenslauf nennt {{related}}. Das ist verwandt, aber nicht das Wort, nach dem ein Schlüsselwortfilter sucht. Wenn du mit {{skill}} gearbeitet hast, nenne es in einem Stichpunkt und in deinem Abschnitt „Fähigkeiten“.",
      missingMust:
        "Ergänze „{{skill}}“, wenn du es kannst: Die Stelle führt es als Anforderung. Nenne es in einem Stichpunkt deiner Berufserfahrung, der zeigt, wie du es eingesetzt hast, und in deinem Abschnitt „Fähigkeiten“.",
      missingNormal:
        "Die Stelle nennt „{{skill}}“. Wenn du damit gearbeitet hast, ergänze es in deinem Abschnitt „Fähigkeiten“ oder in einem Stichpunkt.",
      missingNice: "Wünschenswert: „{{skill}}“. Wenn du es kannst, ergänze es in deinem Abschnitt „Fähigkeiten“.",
      skillOnlyInList:
        "„{{skill}}“ steht nur in deiner Liste der Fähigkeiten. Erwähne es in einem Stichpunkt deiner Berufserfahrung, wo du es eingesetzt hast; Fähigkeiten im Zusammenhang zählen mehr.",
      roleFit:
        "{{roleFit}} Personalverantwortliche lesen die letzten Positionen zuerst: Wenn du diese Art von Arbeit gemacht hast, mach sie im Titel und in den Stichpunkten einer Position und in deiner Zusammenfassung sichtbar.",
      seniorityHigher:
        "Diese Stelle ist auf der Stufe „{{job}}“, und dein Lebenslauf liest sich wie „{{resume}}“. Zeig, welche Verantwortung du hattest: geführte Personen, Budgets, Entscheidungen, die du getroffen hast.",
      seniorityLower:
        "Diese Stelle ist auf der Stufe „{{job}}“, und dein Lebenslauf liest sich wie „{{resume}}“. Erkläre in deiner Zusammenfassung, warum diese Stelle der Schritt ist, den du willst.",
      jobTitle:
        "Verwende den Stellentitel „{{title}}“ in deiner Überschrift oder Zusammenfassung, wenn er zu deiner Erfahrung passt; Personalverantwortliche suchen nach Titeln.",
      years:
        "Die Stelle verlangt {{required}}+ Jahre Berufserfahrung, und dein Lebenslauf zeigt etwa {{years}}. Wenn du mehr passende Erfahrung hast, führe diese Positionen mit ihren Daten auf oder nenne deine Berufsjahre in der Zusammenfassung.",
      education:
        "Die Stelle verlangt als Abschluss: {{degree}}. Wenn du einen solchen Abschluss hast, führe ihn ausgeschrieben unter der Überschrift „Ausbildung“ auf.",
      educationFlexible:
        "Die Stelle verlangt als Abschluss: {{degree}} (oder gleichwertige Erfahrung). Wenn du einen solchen Abschluss hast, führe ihn ausgeschrieben unter der Überschrift „Ausbildung“ auf.",
      weakVerb:
        "Beginne mit einem Tätigkeitsverb statt mit „{{weak}}“: „{{before}}“ → „{{after}}“. Ergänze das Ergebnis, wenn du es messen kannst.",
      quantify: "Ergänze eine Zahl in „{{statement}}“: wie viele, wie viel, wie oft oder um wie viel Prozent.",
      length: {
        tooShort: "Länge: {{words}} Wörter: zu kurz, um deine Erfahrung zu zeigen.",
        short: "Länge: {{words}} Wörter: eher kurz (400 bis 900 sind gut).",
        long: "Länge: {{words}} Wörter: lang (mehr als zwei Seiten).",
        tooLong: "Länge: {{words}} Wörter: zu lang; kürze auf die zwei wichtigsten Seiten.",
      },
      softSkill_one:
        "Die Stelle legt Wert auf {{skills}}. Zeig das an einem konkreten Beispiel in einem Stichpunkt, statt es nur aufzuzählen.",
      softSkill_other:
        "Die Stelle legt Wert auf {{skills}}. Zeig das an konkreten Beispielen in Stichpunkten, statt es nur aufzuzählen.",
      keyword: "Verwende die Worte der Anzeige, wo sie deine Arbeit ehrlich beschreiben: {{keywords}}.",
    },
    roleFit: {
      chosenJob: "{{job}} (deine Wahl)",
      noJob: "Der Beruf dieser Stelle ließ sich weder aus dem Titel noch aus den Aufgaben lesen.",
      noRole:
        "Diese Stelle entspricht {{job}}; keine Position in deinem Lebenslauf ließ sich einordnen. Gib jeder Position einen Titel und Daten.",
      placed: "{{what}}; diese Stelle entspricht {{job}}: {{relation}}.",
      what: {
        latestRole: "Deine letzte Position „{{text}}“ entspricht {{occupation}}",
        latestRoleUntitled: "Deine letzte Position entspricht {{occupation}}",
        role: "Deine Position „{{text}}“ entspricht {{occupation}}",
        roleUntitled: "Deine Position entspricht {{occupation}}",
        headline: "Deine Überschrift „{{text}}“ entspricht {{occupation}}",
        experience: "Deine Erfahrung entspricht {{occupation}}",
      },
      relation: {
        same: "derselbe Beruf",
        close: "ein eng verwandter Beruf",
        related: "verwandte Berufe",
        distant: "im selben weiten Berufsfeld",
        unrelated: "nicht verwandt",
      },
    },
    score: {
      component: {
        roleFit: "Passung zur Stelle",
        hardSkills: "Fachkenntnisse",
        keywords: "Schlüsselwörter der Stelle",
        jobTitle: "Stellentitel",
        qualifications: "Erfahrung, Ausbildung und Stufe",
        softSkills: "Soft Skills (Hinweis)",
        searchability: "Auffindbarkeit und Format (Hinweis)",
      },
      relation: {
        same: "Gleicher Beruf",
        close: "Eng verwandt",
        related: "Verwandt",
        distant: "Gleiches Berufsfeld",
        unrelated: "Nicht verwandt",
      },
      check: {
        email: "E-Mail-Adresse",
        phone: "Telefonnummer",
        linkedIn: "LinkedIn-Profil",
        experienceHeading: "Abschnittsüberschrift Berufserfahrung",
        educationHeading: "Abschnittsüberschrift Ausbildung",
        skillsHeading: "Abschnittsüberschrift Fähigkeiten",
        summaryHeading: "Abschnittsüberschrift Zusammenfassung",
        dates: "Beschäftigungsdaten",
        length: "Länge",
        quantified: "Messbare Ergebnisse",
        strongVerbs: "Starke Verben",
      },
      importance: { must: "Pflicht", normal: "Erwähnt", nice: "Wünschenswert" },
      place: { experience: "Berufserfahrung", skills: "Fähigkeiten", summary: "Zusammenfassung", other: "Lebenslauf" },
      degree: {
        1: "Schulabschluss (Abitur o. Ä.)",
        2: "Associate Degree",
        3: "Bachelor",
        4: "Master",
        5: "Promotion",
        other: "Hochschulabschluss",
      },
      label: {
        specialty: "Fachgebiet: {{label}}",
        years: "Berufserfahrung in Jahren",
        yearsRequired: "{{years}}+ Jahre Berufserfahrung",
        degree: "Abschluss",
        level: "Stufe {{level}}",
      },
      detail: {
        specialtyFound: "In deiner aktuellen Arbeit genannt",
        specialtyMissing: "Der Titel verlangt dieses Fachgebiet; deine aktuelle Arbeit nennt es nicht",
        skillFound: "{{importance}} · gefunden in {{places}}",
        skillRelated:
          "{{importance}} · verwandt: du nennst {{related}}; nenne {{skill}} selbst, wenn du es beherrschst",
        skillMissing: "{{importance}} · fehlt",
        titleExact: "Der Stellentitel steht in deinem Lebenslauf",
        titlePartial: "Ein ähnlicher Titel: {{evidence}}",
        titlePast: "Der Titel einer früheren Stelle: {{evidence}}",
        skillDated_one:
          "{{importance}} · nur in einer Stelle, die vor {{count}} Jahr endete; zeige sie in neuerer Arbeit, wenn du sie noch nutzt",
        skillDated_other:
          "{{importance}} · nur in einer Stelle, die vor {{count}} Jahren endete; zeige sie in neuerer Arbeit, wenn du sie noch nutzt",
        titleNone: "Nicht in deinem Lebenslauf gefunden",
        noMinimum: "Die Stelle nennt kein Minimum",
        yearsShown_one: "Dein Lebenslauf zeigt etwa {{count}} Jahr in diesem oder einem verwandten Beruf",
        yearsShown_other: "Dein Lebenslauf zeigt etwa {{count}} Jahre in diesem oder einem verwandten Beruf",
        noDegreeRequired: "Kein Abschluss gefordert",
        degreeFound: "Gefordert; gefunden: {{degree}}",
        degreeNone: "Gefordert; kein Abschluss gefunden",
        noRoleTitle: "Kein Positionstitel, der sich mit der Stufe der Stelle vergleichen ließe",
        levels: "Die Stelle liest sich als {{job}}; dein Lebenslauf als {{resume}}",
        levelOtherField:
          "Die Stelle liest sich als {{job}}; deine Stufe hast du in einem anderen Berufsfeld erreicht, sie zählt daher vom Anfang dieses Feldes an",
        dates: {
          ranges: "Zeiträume gefunden",
          years: "Jahre gefunden, aber keine Von–bis-Zeiträume",
          none: "Keine Daten gefunden",
        },
        length: "{{words}} Wörter: {{verdict}}",
        verdict: {
          tooShort: "zu kurz, um deine Erfahrung zu zeigen",
          short: "eher kurz (Ziel: 400-900)",
          good: "eine gute Länge",
          long: "lang (über zwei Seiten)",
          tooLong: "zu lang; kürze auf die zwei wichtigsten Seiten",
        },
        quantified: "{{quantified}} von {{total}} Stichpunkten enthalten eine Zahl",
        weak_one: "{{count}} Stichpunkt beginnt schwach",
        weak_other: "{{count}} Stichpunkte beginnen schwach",
        noWeak: "Keine schwachen Einstiege gefunden",
      },
    },
    level: {
      intern: "Praktikum",
      junior: "Junior",
      "mid-level": "Professional",
      senior: "Senior",
      manager: "Management",
      director: "Direktion",
    },
    degree: {
      1: "Schulabschluss (Abitur o. Ä.)",
      2: "Associate Degree",
      3: "Bachelor",
      4: "Master",
      5: "Promotion",
      other: "Hochschulabschluss",
    },
    softSkill: {
      Communication: "Kommunikation",
      Leadership: "Führung",
      Collaboration: "Zusammenarbeit",
      "Problem solving": "Problemlösung",
      "Attention to detail": "Sorgfalt",
      "Time management": "Zeitmanagement",
      Adaptability: "Anpassungsfähigkeit",
      "Critical thinking": "kritisches Denken",
      Organization: "Organisation",
      "Interpersonal skills": "zwischenmenschliche Kompetenz",
      Empathy: "Empathie",
      Creativity: "Kreativität",
      "Customer focus": "Kundenorientierung",
      "Presentation skills": "Präsentationsstärke",
      Initiative: "Eigeninitiative",
      Mentoring: "Mentoring",
      "Work under pressure": "Belastbarkeit",
    },
  },
  tailor: {
    reason: {
      skillsFirst_one:
        "{{skills}} ist eine Fähigkeit, die diese Stelle verlangt: Ganz oben sehen Personalverantwortliche und ein ATS sie sofort.",
      skillsFirst_other:
        "{{skills}} sind Fähigkeiten, die diese Stelle verlangt: Ganz oben sehen Personalverantwortliche und ein ATS sie sofort.",
      bulletsWithSkills:
        "Stichpunkte, die {{skills}} zeigen, was diese Stelle verlangt, stehen zuerst: Lesende überfliegen den Anfang jeder Position.",
      bulletsByWords:
        "Stichpunkte mit den Worten der Anzeige stehen zuerst: Lesende überfliegen den Anfang jeder Position.",
      wording:
        "{{jobWord}} ist {{importance}}, und du schreibst es als {{resumeWord}}: Ein ATS sucht nach dem Wort der Anzeige.",
      missingSkill:
        "{{skill}} ist {{importance}}, und dein Lebenslauf nennt es nicht. Die Anpassung fügt nie eine Fähigkeit für dich hinzu.",
      missingSkillRelated:
        "{{skill}} ist {{importance}}, und dein Lebenslauf nennt es nicht. Die Anpassung fügt nie eine Fähigkeit für dich hinzu. Du nennst {{related}}; das ist verwandt, aber ein Filter sucht nach genau diesem Wort.",
      summarySkills:
        "Beginnt mit den Fähigkeiten der Anzeige, die dein Lebenslauf nennt, dann folgen deine stärksten passenden Fakten. Jeder Satz stammt aus deinem Lebenslauf.",
      summaryJobTitle:
        "Beginnt mit dem Stellentitel {{title}}, den dein Lebenslauf schon nennt, dann folgen deine stärksten passenden Fakten. Jeder Satz stammt aus deinem Lebenslauf.",
      summaryOwnTitle:
        "Dein Lebenslauf nennt den Titel dieser Stelle nicht, daher beginnt sie mit deinem eigenen, {{title}}, dann folgen deine stärksten passenden Fakten. Jeder Satz stammt aus deinem Lebenslauf.",
    },
    importance: {
      must: "ein Muss für diese Stelle",
      normal: "in dieser Anzeige genannt",
      nice: "ein Plus für diese Stelle",
    },
    haveYouUsed: "Hast du mit {{skill}} gearbeitet? Wenn ja, ergänze es dort, wo du es eingesetzt hast.",
  },
  undo: {
    skipped: "Übersprungen: {{clauses}}",
    partly: "Teilweise erledigt. Übersprungen: {{clauses}}",
    clause: {
      changed: "{{label}} wurde von einer anderen Person geändert",
      removed: "{{label}} wurde von einer anderen Person entfernt",
      moved: "{{label}} wurde von einer anderen Person verschoben",
      exists: "{{label}} ist bereits vorhanden",
    },
    top: {
      setSummary: "Zusammenfassung",
      setSkills: "Fähigkeiten",
      setTemplate: "Vorlage",
      setPageSize: "Seitenformat",
      setJobDescription: "Stellenanzeige",
      setLanguage: "Sprache des Lebenslaufs",
      setDirection: "Textrichtung",
      setPageFit: "Seitenanpassung",
      setNewPageSections: "Seitenumbrüche",
    },
    personal: {
      fullName: "Vollständiger Name",
      email: "E-Mail",
      phone: "Telefon",
      address: "Adresse",
      linkedIn: "LinkedIn",
      github: "GitHub",
    },
    section: {
      experience: "Berufserfahrung",
      education: "Ausbildung",
      projects: "Projekte",
      extraSections: "Weitere Abschnitte",
    },
    entryField: "{{section}} › {{field}}",
    entry: "Eintrag in {{section}}",
    field: {
      company: "Unternehmen",
      position: "Position",
      startDate: "Beginn",
      endDate: "Ende",
      current: "Aktuell",
      description: "Beschreibung",
      institution: "Einrichtung",
      degree: "Abschluss",
      fieldOfStudy: "Studienfach",
      gpa: "Notendurchschnitt",
      name: "Name",
      technologies: "Technologien",
      githubLink: "GitHub-Link",
      liveLink: "Live-Link",
      keepTogether: "Auf einer Seite halten",
    },
  },
  history: {
    summary: {
      first: "Erste Version",
      none: "Keine Änderungen",
      personal: "Persönliche Angaben: {{fields}} geändert",
      summaryEdited: "Zusammenfassung geändert",
      skills: "Fähigkeiten: {{changes}}",
      skillsMore: "Fähigkeiten: {{changes}} und {{more}} weitere",
      skillsReordered: "Fähigkeiten: neu sortiert",
      entries: "{{section}}: {{changes}}",
      entriesAdded_one: "{{count}} Eintrag hinzugefügt",
      entriesAdded_other: "{{count}} Einträge hinzugefügt",
      entriesEdited_one: "{{count}} Eintrag geändert",
      entriesEdited_other: "{{count}} Einträge geändert",
      entriesRemoved_one: "{{count}} Eintrag entfernt",
      entriesRemoved_other: "{{count}} Einträge entfernt",
      entriesReordered: "neu sortiert",
      template: "Vorlage: {{template}}",
      pageSize: "Seitenformat: {{size}}",
      jobAdded: "Stellenanzeige hinzugefügt",
      jobRemoved: "Stellenanzeige entfernt",
      jobEdited: "Stellenanzeige geändert",
      letterField: "{{field}} geändert",
      paragraphsAdded_one: "+{{count}} Absatz",
      paragraphsAdded_other: "+{{count}} Absätze",
      paragraphsRemoved_one: "-{{count}} Absatz",
      paragraphsRemoved_other: "-{{count}} Absätze",
      paragraphsEdited_one: "{{count}} Absatz geändert",
      paragraphsEdited_other: "{{count}} Absätze geändert",
    },
    personalInline: {
      fullName: "Name",
      email: "E-Mail",
      phone: "Telefon",
      address: "Adresse",
      linkedIn: "LinkedIn",
      github: "GitHub",
    },
    letterField: {
      recipientName: "Empfänger",
      recipientCompany: "Unternehmen",
      recipientAddress: "Adresse",
      date: "Datum",
      greeting: "Anrede",
      closing: "Grußformel",
      signature: "Unterschrift",
    },
    section: {
      personalInfo: "Persönliche Angaben",
      summary: "Zusammenfassung",
      skills: "Fähigkeiten",
      experience: "Berufserfahrung",
      education: "Ausbildung",
      projects: "Projekte",
      extraSections: "Weitere Abschnitte",
      settings: "Vorlage und Stelle",
    },
    field: {
      fullName: "Name",
      email: "E-Mail",
      phone: "Telefon",
      address: "Adresse",
      linkedIn: "LinkedIn",
      github: "GitHub",
      summary: "Zusammenfassung",
      skills: "Fähigkeiten",
      template: "Vorlage",
      pageSize: "Seitenformat",
      jobDescription: "Stellenanzeige",
      company: "Unternehmen",
      position: "Position",
      institution: "Einrichtung",
      degree: "Abschluss",
      fieldOfStudy: "Studienfach",
      name: "Name",
      startDate: "Beginn",
      endDate: "Ende",
      current: "Aktuell",
      description: "Beschreibung",
      gpa: "Notendurchschnitt",
      technologies: "Technologien",
      githubLink: "GitHub-Link",
      liveLink: "Live-Link",
      keepTogether: "Auf einer Seite halten",
    },
    entryTitle: "{{first}} bei {{second}}",
    untitledEntry: "Eintrag ohne Titel",
  },
  importError: {
    tooLarge: "Diese Datei ist größer als 5 MB. Wähle eine kleinere Datei.",
    wrongType:
      "Dieser Dateityp kann nicht importiert werden. Wähle ein PDF, ein Word-Dokument (.docx), eine JSON-Resume-Datei oder den Datenexport von LinkedIn (.zip).",
    empty: "Diese Datei ist leer.",
    encrypted: "Dieses PDF ist mit einem Passwort geschützt. Speichere eine Kopie ohne Passwort und importiere diese.",
    unreadablePdf: "Diese Datei ist kein lesbares PDF. Sie ist vielleicht beschädigt.",
    scan: "Dieses PDF hat keine Textebene; es sieht nach einem Scan aus",
    notDocx:
      "Diese Datei ist kein lesbares Word-Dokument (.docx). Ältere .doc-Dateien müssen zuerst als .docx gespeichert werden.",
    badJson: "Diese Datei ist kein gültiges JSON.",
    notResumeJson:
      "Dieses JSON ist kein Lebenslauf: Verwende das JSON-Resume-Format (jsonresume.org) oder einen JSON-Export dieser Website.",
    nothingFound: "In dieser Datei wurde kein Lebenslauftext gefunden.",
    notLinkedIn:
      "Diese ZIP-Datei ist nicht der Datenexport von LinkedIn: Sie enthält weder Profile.csv noch Positions.csv. Wähle auf LinkedIn Einstellungen, Datenschutz, Kopie Ihrer Daten anfordern.",
    tooLargeToRead:
      "Diese Datei ist zu groß oder zu beschädigt, um sie zu lesen. Speichere sie im Programm, mit dem sie erstellt wurde, erneut oder versuche eine kleinere Kopie.",
  },
};
