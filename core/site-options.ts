import { site } from "#content/site.ts";
import {
  type AnalyticsSettings,
  analyticsSchema,
  type CommentsSettings,
  commentsSchema,
} from "./schema.ts";

// The owner's opt-in services (content/site.ts), read at build time. SITE_COMMENTS and
// SITE_ANALYTICS, JSON in the shape of site.ts's, stand in for the owner's: they exist for the
// tests' build of a site with both on (npm run build:comments), whatever content/ says, and are
// not a setting for owners.

/** Comments under posts, or undefined when the owner has not set them (the default). */
export function commentsSettings(env: NodeJS.ProcessEnv = process.env) {
  return option(commentsSchema, env.SITE_COMMENTS, site.comments) as CommentsSettings | undefined;
}

/** Visitor counts, or undefined when the owner has not set them (the default). */
export function analyticsSettings(env: NodeJS.ProcessEnv = process.env) {
  return option(analyticsSchema, env.SITE_ANALYTICS, site.analytics) as
    | AnalyticsSettings
    | undefined;
}

function option(
  schema: typeof commentsSchema | typeof analyticsSchema,
  fromEnv: string | undefined,
  fromSite: unknown,
) {
  // The test's own JSON must be right: a mistake there throws with the schema's words.
  if (fromEnv?.trim()) return schema.parse(JSON.parse(fromEnv));
  if (fromSite === undefined) return undefined;
  // A value the schema refuses reads as off: the content check stops the build with its message.
  const parsed = schema.safeParse(fromSite);
  return parsed.success ? parsed.data : undefined;
}
