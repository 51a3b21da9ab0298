import { feedResponse, rssFeed } from "~/blog/feeds.server";
import { feedFiles } from "~/site-routes";

export const loader = async () => feedResponse(await rssFeed(), feedFiles.rss.type);
