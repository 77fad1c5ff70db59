// Content files' Markdown comes out of the allow-list inert.
import { describeInertRenderer } from "~common/test-support/xss";
import { renderMarkdown } from "./render-markdown";

describeInertRenderer("renderMarkdown", renderMarkdown);
