// CMS rich text (Markdown or HTML from a remote CMS) comes out of the allow-list inert.
import { describeInertRenderer } from "~common/test-support/xss";
import { renderRichText } from "./rich-text.server";

describeInertRenderer("renderRichText", renderRichText);
