import { buildFeed, feedResponse } from "~/blog/feeds.server";

export const loader = async () => feedResponse((await buildFeed()).atom1(), "application/atom+xml");
