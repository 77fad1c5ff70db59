// The free legal diagnostic as plain GET forms (customer-side §1): the answers given so far
// live in the URL (`?q=<question>&chemin=0.2.1`, one answer index per question, from the first one),
// so every step is a page of its own that works without JavaScript, can be bookmarked and goes back
// with the browser. The path is replayed from the start question on every request: a forged or stale
// URL can only lead to a question or a result that the questionnaire really has.

export const DIAGNOSTIC_PATH = "/diagnostic-juridique-gratuit";
/** No questionnaire is this deep; longer paths are refused (and so are cycles in the content). */
const MAX_DIAGNOSTIC_DEPTH = 30;

export interface DiagnosticResult {
  reportType: string;
  service: "prestation" | "consultation";
  title: string;
  explanation: string;
}

interface DiagnosticAnswer {
  label: string;
  next: string | null;
  result: DiagnosticResult | null;
}

export interface DiagnosticQuestion {
  id: string;
  text: string;
  help: string;
  answers: DiagnosticAnswer[];
}

export interface DiagnosticContent {
  start: string;
  questions: DiagnosticQuestion[];
}

interface AnsweredStep {
  question: string;
  answer: string;
}

export type DiagnosticState =
  | { kind: "question"; question: DiagnosticQuestion; chemin: number[]; history: AnsweredStep[] }
  | { kind: "result"; result: DiagnosticResult; chemin: number[]; history: AnsweredStep[] }
  | { kind: "invalid" };

/** "0.2.1" → [0, 2, 1]; "" or absent → []; anything else → null. */
export function parseChemin(raw: string | null | undefined): number[] | null {
  if (raw === null || raw === undefined || raw.trim() === "") return [];
  if (!/^\d{1,2}(\.\d{1,2})*$/.test(raw.trim())) return null;
  const chemin = raw.trim().split(".").map(Number);
  return chemin.length <= MAX_DIAGNOSTIC_DEPTH ? chemin : null;
}

function formatChemin(chemin: readonly number[]): string {
  return chemin.join(".");
}

/** Where the answers of `chemin` lead: the next question, a result, or nowhere (invalid). */
export function replayDiagnostic(content: DiagnosticContent, chemin: readonly number[]): DiagnosticState {
  const byId = new Map(content.questions.map((question) => [question.id, question]));
  let question = byId.get(content.start);
  const history: AnsweredStep[] = [];
  for (let index = 0; index < chemin.length; index++) {
    if (!question) return { kind: "invalid" };
    const answer = question.answers[chemin[index]!];
    if (!answer) return { kind: "invalid" };
    history.push({ question: question.text, answer: answer.label });
    if (answer.result) {
      // A result ends the questionnaire: nothing may follow it.
      return index === chemin.length - 1
        ? { kind: "result", result: answer.result, chemin: [...chemin], history }
        : { kind: "invalid" };
    }
    question = answer.next ? byId.get(answer.next) : undefined;
  }
  return question ? { kind: "question", question, chemin: [...chemin], history } : { kind: "invalid" };
}

/** The URL of a step: the question it shows (`q`, for people reading the URL) and the answers so far. */
export function diagnosticHref(chemin: readonly number[], questionId?: string | null): string {
  const query = new URLSearchParams();
  if (questionId) query.set("q", questionId);
  if (chemin.length > 0) query.set("chemin", formatChemin(chemin));
  const search = query.toString();
  return search ? `${DIAGNOSTIC_PATH}?${search}` : DIAGNOSTIC_PATH;
}

/** The hidden fields of the form behind one answer: its submit goes to the next step's URL. */
export function answerFields(
  state: { question: DiagnosticQuestion; chemin: readonly number[] },
  answerIndex: number,
): Record<string, string> | null {
  const answer = state.question.answers[answerIndex];
  if (!answer || (!answer.next && !answer.result)) return null;
  const chemin = formatChemin([...state.chemin, answerIndex]);
  return answer.result ? { chemin } : { q: answer.next!, chemin };
}

/** The page to show back: the question before the current step, or null on the first question. */
export function previousStepHref(content: DiagnosticContent, chemin: readonly number[]): string | null {
  if (chemin.length === 0) return null;
  const previous = chemin.slice(0, -1);
  const state = replayDiagnostic(content, previous);
  return state.kind === "question" ? diagnosticHref(previous, previous.length > 0 ? state.question.id : null) : null;
}

/** The booking flow, on the service and report type the diagnostic chose. */
export function resultBookingHref(result: DiagnosticResult): string {
  return `/reservation?${new URLSearchParams({ prestation: result.service, type: result.reportType }).toString()}`;
}
