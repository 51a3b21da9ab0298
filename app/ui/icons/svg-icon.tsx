import { type ComponentProps, createElement, type ReactNode } from "react";

/** One element of an icon's drawing: its tag, its attributes as React props, what it holds. */
export type IconNode = {
  tag: string;
  attr: Readonly<Record<string, string>>;
  child?: readonly IconNode[];
};

/** An icon: its <svg>'s own attributes (a viewBox; a set's stroke or role) and its drawing. */
export type IconData = {
  attr: Readonly<Record<string, string>>;
  child: readonly IconNode[];
};

function drawing(nodes: readonly IconNode[] = []): ReactNode[] {
  return nodes.map((node) => createElement(node.tag, node.attr, ...drawing(node.child)));
}

/**
 * An icon from app/ui/icons/icon-data.ts, drawn as react-icons drew it (`npm run icons` reads
 * the data from there): its attributes in react-icons' order, the set's own after the defaults
 * and the caller's after those, so that the pages' HTML stayed the same byte for byte. The
 * drawing goes in as arguments, not as a list, so its elements need no keys: it never changes.
 */
export function SvgIcon({
  icon,
  ...props
}: { icon: IconData } & Omit<ComponentProps<"svg">, "children">) {
  return createElement(
    "svg",
    {
      stroke: "currentColor",
      fill: "currentColor",
      strokeWidth: "0",
      ...icon.attr,
      ...props,
      height: "1em",
      width: "1em",
      xmlns: "http://www.w3.org/2000/svg",
    },
    ...drawing(icon.child),
  );
}
