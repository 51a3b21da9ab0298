import { buildFeed, feedResponse } from "~/blog/feeds.server";

export const loader = async () => feedResponse((await buildFeed()).rss2(), "application/rss+xml");
