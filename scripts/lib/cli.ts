// What every owner-facing command shares: `--help` lists its options and exits 0; an unknown
// option or a bad value is one line on stderr and exit 2, before anything slow (a build, a
// browser) has started.
import { parseArgs } from "node:util";

export type OptionSpec = {
  type: "string" | "boolean";
  multiple?: boolean;
  short?: string;
  default?: string | boolean;
  /** The value's name in --help, e.g. "seconds". */
  value?: string;
  describe: string;
};

export type CommandSpec<O extends Record<string, OptionSpec>> = {
  /** As the owner types it, e.g. "npm run screenshots --". */
  usage: string;
  about: string;
  options: O;
  /** What positional arguments mean, if the command takes any. */
  positionals?: { name: string; describe: string };
  /** Environment variables the command reads. */
  env?: Record<string, string>;
};

export function helpText<O extends Record<string, OptionSpec>>(spec: CommandSpec<O>): string {
  const rows: Array<[string, string]> = Object.entries(spec.options).map(([name, option]) => [
    `${option.short ? `-${option.short}, ` : ""}--${name}${option.type === "string" ? ` <${option.value ?? "value"}>` : ""}`,
    `${option.describe}${option.default !== undefined && option.type === "string" ? ` (default ${option.default})` : ""}`,
  ]);
  rows.push(["-h, --help", "show this help"]);
  const width = Math.max(...rows.map(([left]) => left.length));
  const lines = [
    `Usage: ${spec.usage}${spec.positionals ? ` [${spec.positionals.name}…]` : ""} [options]`,
    "",
    spec.about,
    "",
    ...(spec.positionals ? [`  ${spec.positionals.name}  ${spec.positionals.describe}`, ""] : []),
    "Options:",
    ...rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`),
  ];
  if (spec.env) {
    lines.push("", "Environment:");
    const envWidth = Math.max(...Object.keys(spec.env).map((name) => name.length));
    for (const [name, describe] of Object.entries(spec.env)) {
      lines.push(`  ${name.padEnd(envWidth)}  ${describe}`);
    }
  }
  return lines.join("\n");
}

/** One line on stderr and exit 2: the owner typed something the command cannot use. */
export function usageError(message: string): never {
  console.error(`${message} (--help lists the options)`);
  process.exit(2);
}

/**
 * Reads the command line with node:util's parseArgs. `--help` prints the options and exits 0; an
 * unknown option, a missing value or a stray argument exits 2 with parseArgs' first sentence.
 */
export function parseCommand<const O extends Record<string, OptionSpec>>(
  spec: CommandSpec<O>,
  args: string[] = process.argv.slice(2),
) {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(helpText(spec));
    process.exit(0);
  }
  try {
    const { values, positionals } = parseArgs({
      args,
      options: spec.options,
      allowPositionals: Boolean(spec.positionals),
      strict: true,
    });
    return { values, positionals: positionals as string[] };
  } catch (error) {
    // e.g. "Unknown option '--tiemout'. To specify a positional argument starting with…"
    const message = (error as Error).message;
    return usageError(message.split(/\.\s/)[0]?.replace(/\.$/, "") ?? message);
  }
}

/** A number within [min, max] (and whole, if asked), or exit 2 naming the option. */
export function numberOption(
  name: string,
  value: string,
  { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY, integer = false } = {},
): number {
  const number = Number(value);
  const ok =
    value.trim() !== "" &&
    Number.isFinite(number) &&
    number >= min &&
    number <= max &&
    (!integer || Number.isInteger(number));
  if (!ok) {
    const range = max === Number.POSITIVE_INFINITY ? `of ${min} or more` : `from ${min} to ${max}`;
    usageError(
      `${name} ${JSON.stringify(value)}: give a ${integer ? "whole " : ""}number ${range}`,
    );
  }
  return number;
}

/** One of `choices`, or exit 2 naming them. */
export function choiceOption<T extends string>(
  name: string,
  value: string,
  choices: readonly T[],
): T {
  if (!choices.includes(value as T)) {
    usageError(`${name} ${JSON.stringify(value)}: use ${choices.join(", ")}`);
  }
  return value as T;
}
