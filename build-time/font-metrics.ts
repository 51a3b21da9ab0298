// Written by `npm run font-metrics` (scripts/font-metrics.ts) from @capsizecss/metrics@4.3.0: run
// it, do not edit.
export const inter = {
  familyName: "Inter",
  fullName: "Inter Regular",
  postscriptName: "Inter-Regular",
  category: "sans-serif",
  capHeight: 1490,
  ascent: 1984,
  descent: -494,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1118,
  xWidthAvg: 978,
  subsets: { latin: { xWidthAvg: 978 }, thai: { xWidthAvg: 1344 } },
};

export const arial = {
  familyName: "Arial",
  fullName: "Arial",
  postscriptName: "ArialMT",
  category: "sans-serif",
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};

export const roboto = {
  familyName: "Roboto",
  fullName: "Roboto Regular",
  postscriptName: "Roboto-Regular",
  category: "sans-serif",
  capHeight: 1456,
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1082,
  xWidthAvg: 911,
  subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } },
};
