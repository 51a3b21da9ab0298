// Work a build starts as it reads its config, a second before the client bundle starts and
// while a core stands idle. React Router's build reads the Vite config twice, each read with its
// own copy of the plugins' modules, so what was started is kept on globalThis, where the second
// copy finds it, and is started once a process.

const STARTED = Symbol.for("portfolio:started-early");
const holder = globalThis as typeof globalThis & { [STARTED]?: Map<string, unknown> };

/** Starts `start` under `name`, unless this process has before: a later build in the same
 * process starts its work in its own time. A start that throws starts nothing. */
export function startEarly(name: string, start: () => unknown): void {
  holder[STARTED] ??= new Map();
  const started = holder[STARTED];
  if (started.has(name)) return;
  try {
    started.set(name, start());
  } catch {
    // The content cannot be read: the build reports that where it reads it.
    started.set(name, undefined);
  }
}

/** What was started under `name`, once: later calls, and a name never started, get undefined. */
export function takeEarly<T>(name: string): T | undefined {
  const started = holder[STARTED];
  const value = started?.get(name) as T | undefined;
  started?.set(name, undefined);
  return value;
}
