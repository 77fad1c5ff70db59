// Every unit test file starts here (vitest.config.ts `setupFiles`). A console.error nobody expected fails
// the test that caused it: code logs an error when something went wrong, so a test that passes while
// one is logged hides a fault. A test that provokes an error on purpose says so by silencing it
// (`vi.spyOn(console, "error").mockImplementation(() => {})`) and, better, asserting it was called.
import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

const originalError = console.error;
let unexpected: string[] = [];

console.error = (...args: unknown[]) => {
  unexpected.push(format(...args));
  originalError(...args);
};

function failOnUnexpectedErrors(when: string) {
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0) {
    throw new Error(`console.error was called ${when} (silence it if the test provokes it on purpose):\n${logged.join("\n")}`);
  }
}

afterEach(() => failOnUnexpectedErrors("during this test"));
// Errors logged by beforeAll/afterAll hooks or at import time belong to no single test.
afterAll(() => failOnUnexpectedErrors("outside the tests of this file"));
