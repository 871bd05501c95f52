/**
 * Sample brand logos for stories and the brand playground (the demo server seeds its own copy):
 * a large logo for the expanded sidebar and the sign-in page, a square mark for the collapsed sidebar.
 */
const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

const mark = (x: number) =>
  `<rect x="${x}" y="0" width="40" height="40" rx="9" fill="#0B6E7F"/>` +
  `<path d="M${x + 6} 28c6-12 12-16 28-18" stroke="#FFFFFF" stroke-width="4" fill="none" stroke-linecap="round"/>` +
  `<path d="M${x + 6} 34c8-8 16-10 28-10" stroke="#A6E3A1" stroke-width="3" fill="none" stroke-linecap="round"/>`;

// No width or height on purpose: a logo with only a viewBox must still show (see Sidebar.css.ts).
export const sampleLogoSmall = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${mark(0)}</svg>`,
);

/** Wide: the mark and an aurora band, shown beside the app name. */
export const sampleLogoLarge = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40" width="80" height="40">${mark(0)}` +
    '<path d="M46 30c8-16 18-22 32-24" stroke="#5EC2C6" stroke-width="4" fill="none" stroke-linecap="round"/>' +
    '<path d="M46 36c10-10 20-13 32-13" stroke="#A6E3A1" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
);
