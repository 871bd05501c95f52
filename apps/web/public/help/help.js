// The help page in the app's language: the app opens it with ?lang=de or ?lang=en, and only that
// language's article shows (both stay in the file for anyone opening it directly: the browser's).
const wanted = new URLSearchParams(window.location.search).get('lang') ?? navigator.language.slice(0, 2);
const sections = [...document.querySelectorAll('main > section[lang]')];
const chosen = sections.find((section) => section.lang === wanted) ?? sections[0];
for (const section of sections) section.hidden = section !== chosen;
if (chosen) document.documentElement.lang = chosen.lang;
