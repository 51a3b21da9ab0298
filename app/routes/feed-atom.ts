import type { LoaderFunctionArgs } from "react-router";
import { atomFeed, feedResponse } from "~/blog/feeds.server";
import { pageOfRequest } from "~/current-page";
import { feedFiles } from "~/site-routes";

// One module for every language's feed: the address says which (/de/…).
export const loader = async ({ request }: LoaderFunctionArgs) =>
  feedResponse(await atomFeed(pageOfRequest(request).language), feedFiles.atom.type);
