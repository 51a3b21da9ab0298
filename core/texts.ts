// Every word the site itself says, in the site's own language (content/site.ts), which
// site.ts → texts may reword (site-texts.ts). A second language's folder
// (content/<code>/translation.ts) translates any of them; what it leaves out is shown in the
// site's words, marked with its language. {name} and the like are filled in.
export const texts = {
  // Page titles: each page's <h1> and the first part of its <title>.
  courses: "Courses",
  projects: "My Projects",
  blog: "Blog",
  tag: "Posts tagged “{tag}”",
  archive: "Archive",
  series: "Series: {series}",
  contact: "Contact Me",
  search: "Search",
  notFound: "Page not found",
  cv: "CV",
  // The menu.
  menuAbout: "About",
  menuCourses: "Courses",
  menuProjects: "Projects",
  menuBlog: "Blog",
  menuContact: "Contact",
  mainMenu: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  // The header and the footer.
  home: "{name}, home",
  skipLink: "Skip to main content",
  toLightTheme: "Switch to light theme",
  toDarkTheme: "Switch to dark theme",
  languages: "Languages",
  socialLinks: "Social links",
  newTab: "(opens in a new tab)",
  // About.
  aboutDescription: "{name}, {position}: {summary} See my courses and projects, or get in touch.",
  contactDetails: "Contact details",
  greeting: "Hi, I'm",
  technologies: "Technologies",
  downloadCv: "Download CV",
  // The CV (/cv, its PDF and JSON Resume; its menu entry is `cv`, its languages `languages`).
  cvDescription:
    "The CV of {name}, {position}: experience, projects, courses and skills, as a page and a PDF.",
  experience: "Experience",
  present: "present",
  website: "Website",
  // Courses.
  coursesDescription:
    "Courses and certificates of {name}, {position}: where I learned what I build with.",
  certificate: "Certificate",
  // Projects and write-ups.
  projectsDescription:
    "Projects by {name}, {position}, with screenshots and links to the live sites.",
  writeUpDescription:
    "{title} ({technology}) by {name}: how it was built, with screenshots and links.",
  loading: "Loading",
  loadingWhat: "projects",
  liveSite: "Live site",
  sourceCode: "Source code",
  readWriteUp: "Read the write-up",
  allProjects: "All projects",
  // The blog.
  blogDescription: "Writing by {name}, {position}: what I build, how, and what I learned.",
  tagDescription: "Writing by {name}, {position}, tagged “{tag}”.",
  feedDescription: "Writing by {name}, {position}.",
  readingTime: "{minutes} min read",
  draft: "Draft (not in the build)",
  tags: "Tags",
  allPosts: "All posts",
  previousAndNext: "Previous and next posts",
  previousPost: "Previous post",
  nextPost: "Next post",
  archiveDescription: "Every post by {name}, {position}, year by year.",
  byYear: "All posts by year",
  seriesDescription: "The series “{series}” by {name}, {position}, in the order to read it.",
  seriesPart: "Part {part} of {parts}",
  featured: "Featured",
  updated: "Updated",
  relatedPosts: "Related posts",
  editPost: "Edit this post",
  // A post the owner first published elsewhere (its `canonical`), {site} that site's name.
  firstPublishedOn: "First published on {site}",
  contents: "Contents",
  copyCode: "Copy code",
  copied: "Copied",
  selectAndCopy: "Select and copy",
  codeCopied: "Code copied",
  codeSelected: "Code selected",
  // A post's comments, when the owner has set them (site.ts → comments).
  comments: "Comments",
  showComments: "Show comments",
  commentsOnGitHub: "Comments on GitHub",
  // A post's image: its link opens it large (a dialog, or the file itself without JavaScript).
  openImage: "Open the image large",
  openImageOf: "Open the image large: {alt}",
  largeImage: "The image, large",
  // A post's footnotes: the heading of the notes (for screen readers) and each note's link back.
  footnotes: "Footnotes",
  backToReference: "Back to reference {number}",
  // A post's alerts (a quote starting `> [!NOTE]`): the title each kind shows.
  alertNote: "Note",
  alertTip: "Tip",
  alertImportant: "Important",
  alertWarning: "Warning",
  alertCaution: "Caution",
  // Search.
  searchDescription: "Every post and project by {name}, {position}.",
  searchLead: "Every post and project on this site.",
  posts: "Posts",
  pages: "Pages",
  projectList: "Projects",
  searchLabel: "Search posts, write-ups and projects",
  searchPlaceholder: "Search…",
  close: "Close",
  results: "Results",
  everything: "Every post and project",
  noResults: "No results for “{words}”",
  oneResult: "1 result for “{words}”",
  someResults: "{count} results for “{words}”",
  searchFailed: "Search could not load. Every post and project is listed on the search page.",
  // Contact.
  contactDescription:
    "Send {name} a message: feedback, suggestions and offers of work are welcome.",
  contactLead: "Feedback, suggestions and new friends are always welcome.",
  name: "Name",
  email: "Email",
  message: "Message",
  enterName: "Enter your name",
  enterEmail: "Enter your email",
  invalidEmail: "Invalid email address",
  enterMessage: "Enter your message",
  leaveEmpty: "Leave this field empty",
  sending: "Sending…",
  sent: "Message sent successfully!",
  failed: "Failed to send message. Please try again later.",
  needsJavaScript: "Sending needs JavaScript. You can also write to",
  send: "Send",
  // The 404 page.
  notFoundDescription:
    "The page you are looking for does not exist. Please check the URL and try again.",
  notFoundText: "The page you are looking for does not exist.",
  checkUrl: "Please check the URL and try again.",
  contactIfPersists: "If the problem persists, please contact me.",
  backHome: "Back to homepage",
};
