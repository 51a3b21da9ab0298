import type { Translation } from "#core/schema.ts";

// The site in German: its words, profile, courses and projects; anything left out shows in English.
export const de: Translation = {
  code: "de",
  texts: {
    // Page titles.
    courses: "Kurse",
    projects: "Meine Projekte",
    blog: "Blog",
    tag: "Beiträge mit dem Schlagwort „{tag}“",
    archive: "Archiv",
    series: "Reihe: {series}",
    contact: "Kontakt",
    search: "Suche",
    notFound: "Seite nicht gefunden",
    cv: "Lebenslauf",
    // The menu.
    menuAbout: "Über mich",
    menuCourses: "Kurse",
    menuProjects: "Projekte",
    menuBlog: "Blog",
    menuContact: "Kontakt",
    mainMenu: "Hauptmenü",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    // The header and the footer.
    home: "{name}, Startseite",
    skipLink: "Zum Hauptinhalt springen",
    toLightTheme: "Zum hellen Design wechseln",
    toDarkTheme: "Zum dunklen Design wechseln",
    languages: "Sprachen",
    socialLinks: "Soziale Netzwerke",
    newTab: "(öffnet in neuem Tab)",
    // About.
    aboutDescription:
      "{name}, {position}: {summary} Sehen Sie sich meine Kurse und Projekte an oder nehmen Sie Kontakt auf.",
    contactDetails: "Kontaktdaten",
    greeting: "Hallo, ich bin",
    technologies: "Technologien",
    downloadCv: "Lebenslauf herunterladen",
    // The CV.
    cvDescription:
      "Der Lebenslauf von {name}, {position}: Erfahrung, Projekte, Kurse und Kenntnisse, als Seite und als PDF.",
    experience: "Berufserfahrung",
    present: "heute",
    website: "Website",
    // Courses.
    coursesDescription:
      "Kurse und Zertifikate von {name}, {position}: wo ich gelernt habe, womit ich arbeite.",
    certificate: "Zertifikat",
    // Projects and write-ups.
    projectsDescription:
      "Projekte von {name}, {position}, mit Screenshots und Links zu den Live-Websites.",
    writeUpDescription:
      "{title} ({technology}) von {name}: wie es entstanden ist, mit Screenshots und Links.",
    loading: "Lädt",
    loadingWhat: "Projekte",
    liveSite: "Live-Website",
    sourceCode: "Quellcode",
    readWriteUp: "Projektbericht lesen",
    allProjects: "Alle Projekte",
    // The blog.
    blogDescription:
      "Texte von {name}, {position}: was ich baue, wie ich es baue und was ich dabei gelernt habe.",
    tagDescription: "Texte von {name}, {position}, mit dem Schlagwort „{tag}“.",
    feedDescription: "Texte von {name}, {position}.",
    readingTime: "{minutes} Min. Lesezeit",
    draft: "Entwurf (nicht im Build)",
    tags: "Schlagwörter",
    allPosts: "Alle Beiträge",
    previousAndNext: "Vorheriger und nächster Beitrag",
    previousPost: "Vorheriger Beitrag",
    comments: "Kommentare",
    showComments: "Kommentare zeigen",
    commentsOnGitHub: "Kommentare auf GitHub",
    nextPost: "Nächster Beitrag",
    archiveDescription: "Alle Beiträge von {name}, {position}, Jahr für Jahr.",
    byYear: "Alle Beiträge nach Jahr",
    seriesDescription: "Die Reihe „{series}“ von {name}, {position}, in der Reihenfolge zum Lesen.",
    seriesPart: "Teil {part} von {parts}",
    featured: "Empfohlen",
    updated: "Aktualisiert am",
    relatedPosts: "Ähnliche Beiträge",
    editPost: "Diesen Beitrag bearbeiten",
    firstPublishedOn: "Zuerst erschienen auf {site}",
    contents: "Inhalt",
    copyCode: "Code kopieren",
    copied: "Kopiert",
    selectAndCopy: "Markieren und kopieren",
    codeCopied: "Code kopiert",
    codeSelected: "Code markiert",
    openImage: "Bild groß öffnen",
    openImageOf: "Bild groß öffnen: {alt}",
    largeImage: "Das Bild, groß",
    footnotes: "Fußnoten",
    backToReference: "Zurück zum Verweis {number}",
    alertNote: "Hinweis",
    alertTip: "Tipp",
    alertImportant: "Wichtig",
    alertWarning: "Warnung",
    alertCaution: "Vorsicht",
    // Search.
    searchDescription: "Alle Beiträge und Projekte von {name}, {position}.",
    searchLead: "Alle Beiträge und Projekte dieser Website.",
    posts: "Beiträge",
    pages: "Seiten",
    projectList: "Projekte",
    searchLabel: "Beiträge, Projektberichte und Projekte durchsuchen",
    searchPlaceholder: "Suchen…",
    close: "Schließen",
    results: "Ergebnisse",
    everything: "Alle Beiträge und Projekte",
    noResults: "Keine Ergebnisse für „{words}“",
    oneResult: "1 Ergebnis für „{words}“",
    someResults: "{count} Ergebnisse für „{words}“",
    searchFailed:
      "Die Suche konnte nicht geladen werden. Alle Beiträge und Projekte finden Sie auf der Suchseite.",
    // Contact.
    contactDescription:
      "Schreiben Sie {name} eine Nachricht: Feedback, Anregungen und Jobangebote sind willkommen.",
    contactLead: "Feedback, Anregungen und neue Bekanntschaften sind jederzeit willkommen.",
    name: "Name",
    email: "E-Mail",
    message: "Nachricht",
    enterName: "Bitte geben Sie Ihren Namen ein",
    enterEmail: "Bitte geben Sie Ihre E-Mail-Adresse ein",
    invalidEmail: "Ungültige E-Mail-Adresse",
    enterMessage: "Bitte geben Sie Ihre Nachricht ein",
    leaveEmpty: "Dieses Feld bitte leer lassen",
    sending: "Wird gesendet…",
    sent: "Nachricht erfolgreich gesendet!",
    failed: "Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
    needsJavaScript: "Zum Senden wird JavaScript benötigt. Sie erreichen mich auch unter",
    send: "Senden",
    // The 404 page.
    notFoundDescription:
      "Die gesuchte Seite existiert nicht. Bitte überprüfen Sie die URL und versuchen Sie es erneut.",
    notFoundText: "Die gesuchte Seite existiert nicht.",
    checkUrl: "Bitte überprüfen Sie die URL und versuchen Sie es erneut.",
    contactIfPersists: "Wenn das Problem weiterhin besteht, kontaktieren Sie mich bitte.",
    backHome: "Zur Startseite",
  },
  profile: {
    greeting: "Hallo, ich bin",
    position: "Frontend-Entwicklerin",
    description: [
      "Ich entwickle schnelle, barrierefreie Oberflächen für Produkte, die Menschen jeden Tag nutzen.",
      "Seit vier Jahren mache ich aus Designsystemen React-Komponenten, auf die sich Teams verlassen können.",
      "Mir ist die erste Sekunde auf dem Smartphone wichtig: kleine Bundles, keine Layoutverschiebungen, keine Überraschungen.",
      "Zu jedem Feature, das ich ausliefere, gehören Tests, die sich so lesen, wie ein Mensch es bedient.",
      "Ich suche ein Team, das Handwerk, klare Texte und freundliche Code-Reviews schätzt.",
    ],
    avatar: { alt: "Illustriertes Porträt von Mira Kovacs" },
    contacts: [{ title: "Telefon" }, { title: "E-Mail" }, { title: "Telegram" }],
  },
  // The schools keep their names.
  courses: {
    "frontend-developer-program": {
      position: "Frontend-Entwicklerin",
      title: "Programm Frontend-Entwicklung",
      period: "Sep. 2021 – Feb. 2022",
    },
    "modern-javascript-in-depth": {
      position: "JavaScript-Entwicklerin",
      title: "Modernes JavaScript im Detail",
      period: "März 2022 – Mai 2022",
    },
    "react-and-typescript-intensive": {
      position: "React-Entwicklerin",
      title: "Intensivkurs React und TypeScript",
      period: "Juni 2022 – Sep. 2022",
    },
    "web-accessibility-fundamentals": {
      position: "Spezialistin für Barrierefreiheit",
      title: "Grundlagen der Web-Barrierefreiheit",
      period: "Jan. 2023 – März 2023",
    },
    "end-to-end-testing-with-playwright": {
      position: "Ingenieurin für Testautomatisierung",
      title: "End-to-End-Tests mit Playwright",
      period: "Juni 2023 – Aug. 2023",
    },
    "web-performance-masterclass": {
      position: "Performance-Ingenieurin",
      title: "Masterclass Web-Performance",
      period: "Feb. 2024 – Apr. 2024",
    },
  },
  // Titles are product names and the technologies are names too: none is translated, so each
  // shows as it is, marked as English.
  projects: {},
  // content/cv.ts: each job by its key (its id, or its role and organisation as a slug), each
  // language's level by the language's code. The organisations keep their names.
  cv: {
    experience: {
      "frontend-developer-brightline-health": {
        role: "Frontend-Entwicklerin",
        lines: [
          "Entwickle das React- und TypeScript-Frontend des Patientenportals, das 40.000 Menschen im Monat nutzen.",
          "Habe den ersten Aufruf auf einem Mittelklasse-Smartphone von 4,1 s auf 1,6 s verkürzt, durch aufgeteilte Routen und Bilder.",
          "Habe die Ansichten mit dem Designteam auf WCAG 2.2 AA gebracht und halte sie mit Tests dort.",
        ],
      },
      "junior-frontend-developer-northwind-studio": {
        role: "Junior-Frontend-Entwicklerin",
        lines: [
          "Habe das Designsystem des Studios in eine Bibliothek aus 60 React-Komponenten mit Storybook übertragen.",
          "Habe die Playwright-Tests geschrieben, mit denen das Team jede Woche statt jeden Monat veröffentlicht.",
        ],
      },
    },
    languages: {
      hu: { level: "Muttersprache" },
      en: { level: "Fließend (C2)" },
      de: { level: "Gut (B2)" },
    },
  },
};
