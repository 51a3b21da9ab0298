import type { LoaderFunctionArgs } from "react-router";
import { feedResponse } from "~/blog/feeds.server";
import { pageOfRequest } from "~/current-page";
import { llmsIn } from "~/llms/llms.server";
import { llmsFile } from "~/site-routes";

// One module for every language's list: the address says which (/de/…).
export const loader = ({ request }: LoaderFunctionArgs) =>
  feedResponse(llmsIn(pageOfRequest(request).language), llmsFile.type);
