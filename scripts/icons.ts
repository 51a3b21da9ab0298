// Writes app/ui/icons/icon-data.ts: the drawing of every icon the site can show, read from
// react-icons, which the site's install leaves out (85 MB for some thirty icons). Checks that
// app/ui/icons/svg-icon.tsx draws each one exactly as react-icons does.   npm run icons
import {
  type ComponentProps,
  createElement,
  type FunctionComponent,
  type ReactElement,
} from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type IconData, type IconNode, SvgIcon } from "../app/ui/icons/svg-icon.tsx";
import { messengerIconSources, socialIconSources } from "../build-time/content-icons.ts";
import { parseCommand } from "./lib/cli.ts";
import { withPackages } from "./lib/install-on-demand.ts";
import { writeFormatted } from "./lib/write-formatted.ts";

const REACT_ICONS = "react-icons@5.7.0";
const OUTPUT = "app/ui/icons/icon-data.ts";

/** The icons the site's own pages draw, whatever the owner's content names. */
const pageIcons = [
  "FaArrowUpRightFromSquare",
  "FaCircleCheck",
  "FaCircleExclamation",
  "FaEnvelope",
  "FaPaperPlane",
  "FaPhone",
  "FiMessageCircle",
];

/** The react-icons set each name comes from, by its first two letters. */
const sets: Record<string, string> = { Fa: "fa6", Fi: "fi", Si: "si" };

parseCommand({
  usage: "npm run icons --",
  about: `Writes ${OUTPUT}: the drawing of every icon the site can show (every network and messenger in build-time/content-icons.ts, and the pages' own in scripts/icons.ts), read from ${REACT_ICONS}, which it installs for the run into node_modules/.cache. Run it after adding an icon to either list.`,
  options: {},
});

type IconElement = ReactElement<{ attr: Record<string, string>; children?: unknown }>;
type DrawnElement = ReactElement<Record<string, unknown>, string>;

/** An element react-icons made, back into the data it was made from. */
function nodes(children: unknown): IconNode[] {
  if (!Array.isArray(children)) return [];
  return (children as DrawnElement[]).map((element) => {
    const { children: inner, ...attr } = element.props;
    const child = nodes(inner);
    return {
      tag: element.type,
      attr: attr as Record<string, string>,
      ...(child.length > 0 ? { child } : {}),
    };
  });
}

const names = [
  ...new Set([
    ...Object.values(socialIconSources),
    ...Object.values(messengerIconSources),
    ...pageIcons,
  ]),
].sort();

const icons = await withPackages([REACT_ICONS], (load) =>
  names.map((name) => {
    const set = sets[name.slice(0, 2)];
    if (!set) throw new Error(`${name}: no react-icons set starts with ${name.slice(0, 2)}`);
    const component = (
      load(`react-icons/${set}`) as Record<string, FunctionComponent<ComponentProps<"svg">>>
    )[name];
    if (!component) throw new Error(`${name}: not in react-icons/${set}`);
    const element = component({}) as IconElement;
    const icon: IconData = { attr: element.props.attr, child: nodes(element.props.children) };
    // As the site draws its icons: hidden from screen readers, out of the tab order.
    const props = { "aria-hidden": "true", focusable: "false" } as const;
    const theirs = renderToStaticMarkup(createElement(component, props));
    const ours = renderToStaticMarkup(createElement(SvgIcon, { icon, ...props }));
    if (ours !== theirs)
      throw new Error(`${name}: drawn\n${ours}\nwhere react-icons draws\n${theirs}`);
    return [name, icon] as const;
  }),
);

writeFormatted(
  OUTPUT,
  [
    `// Written by \`npm run icons\` (scripts/icons.ts) from ${REACT_ICONS}: run it, do not edit.`,
    "// Each icon is an export of its own, so that a page's script carries only the icons it draws.",
    'import type { IconData } from "./svg-icon";',
    "",
    ...icons.map(([name, icon]) => `export const ${name}: IconData = ${JSON.stringify(icon)};\n`),
  ].join("\n"),
);
console.log(`${OUTPUT}: ${icons.length} icons from ${REACT_ICONS}`);
