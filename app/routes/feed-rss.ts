import type { LoaderFunctionArgs } from "react-router";
import { feedResponse, rssFeed } from "~/blog/feeds.server";
import { pageOfRequest } from "~/current-page";
import { feedFiles } from "~/site-routes";

// One module for every language's feed: the address says which (/de/…).
export const loader = async ({ request }: LoaderFunctionArgs) =>
  feedResponse(await rssFeed(pageOfRequest(request).language), feedFiles.rss.type);
