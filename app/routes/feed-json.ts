import { feedResponse, jsonFeed } from "~/blog/feeds.server";
import { feedFiles } from "~/site-routes";

export const loader = async () => feedResponse(await jsonFeed(), feedFiles.json.type);
