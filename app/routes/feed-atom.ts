import { atomFeed, feedResponse } from "~/blog/feeds.server";
import { feedFiles } from "~/site-routes";

export const loader = async () => feedResponse(await atomFeed(), feedFiles.atom.type);
