/**
 * Reads until the value is as wanted, or fails after `ms` saying what was awaited and what was
 * seen last: for servers and browsers that start in their own time.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read().catch(() => undefined as T);
    if (last !== undefined && ok(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} (last seen: ${JSON.stringify(last)})`);
}
