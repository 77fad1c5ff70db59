import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  answerFields,
  diagnosticHref,
  parseChemin,
  previousStepHref,
  replayDiagnostic,
  resultBookingHref,
  type DiagnosticContent,
} from "./diagnostic";

const result = (reportType: string) => ({
  reportType,
  service: "prestation" as const,
  title: `Résultat ${reportType}`,
  explanation: "",
});

const content: DiagnosticContent = {
  start: "domaine",
  questions: [
    {
      id: "domaine",
      text: "Domaine ?",
      help: "",
      answers: [
        { label: "Logement", next: "logement", result: null },
        { label: "Autre", next: null, result: { ...result("consultation-juridique"), service: "consultation" } },
        { label: "Cassé", next: "inconnue", result: null },
      ],
    },
    {
      id: "logement",
      text: "Situation ?",
      help: "",
      answers: [
        { label: "Entrée", next: null, result: result("constat-locatif") },
        { label: "Retour", next: "domaine", result: null },
      ],
    },
  ],
};

describe("parseChemin", () => {
  it("reads dotted answer indexes", () => {
    expect(parseChemin(null)).toEqual([]);
    expect(parseChemin("")).toEqual([]);
    expect(parseChemin("0")).toEqual([0]);
    expect(parseChemin("0.12.3")).toEqual([0, 12, 3]);
    expect(diagnosticHref([0, 12, 3])).toBe("/diagnostic-juridique-gratuit?chemin=0.12.3");
  });

  it("refuses anything else, and paths that are too long", () => {
    for (const raw of ["a", "0..1", ".0", "0.", "-1", "1.2.x", "999", "0,1"]) expect(parseChemin(raw)).toBeNull();
    expect(parseChemin(Array(31).fill("0").join("."))).toBeNull();
  });
});

describe("replayDiagnostic", () => {
  it("starts on the start question", () => {
    expect(replayDiagnostic(content, [])).toMatchObject({ kind: "question", question: { id: "domaine" }, history: [] });
  });

  it("follows answers to the next question and keeps the history", () => {
    expect(replayDiagnostic(content, [0])).toMatchObject({
      kind: "question",
      question: { id: "logement" },
      history: [{ question: "Domaine ?", answer: "Logement" }],
    });
  });

  it("ends on the result of the last answer", () => {
    expect(replayDiagnostic(content, [0, 0])).toMatchObject({ kind: "result", result: { reportType: "constat-locatif" } });
    expect(replayDiagnostic(content, [1])).toMatchObject({ kind: "result", result: { service: "consultation" } });
  });

  it("refuses unknown answers, answers after a result and dangling questions", () => {
    expect(replayDiagnostic(content, [5]).kind).toBe("invalid");
    expect(replayDiagnostic(content, [1, 0]).kind).toBe("invalid");
    expect(replayDiagnostic(content, [2]).kind).toBe("invalid");
    expect(replayDiagnostic({ ...content, start: "nope" }, []).kind).toBe("invalid");
  });

  it("survives a cycle in the content: the depth limit stops it", () => {
    const looping = Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? 0 : 1));
    expect(replayDiagnostic(content, looping).kind).toBe("question");
    expect(parseChemin([...looping, 0].join("."))).toBeNull();
  });
});

describe("links and forms", () => {
  it("builds step URLs", () => {
    expect(diagnosticHref([])).toBe("/diagnostic-juridique-gratuit");
    expect(diagnosticHref([0], "logement")).toBe("/diagnostic-juridique-gratuit?q=logement&chemin=0");
    expect(diagnosticHref([0, 0])).toBe("/diagnostic-juridique-gratuit?chemin=0.0");
  });

  it("gives each answer the fields of the next step", () => {
    const state = replayDiagnostic(content, []);
    if (state.kind !== "question") throw new Error("question expected");
    expect(answerFields(state, 0)).toEqual({ q: "logement", chemin: "0" });
    expect(answerFields(state, 1)).toEqual({ chemin: "1" });
    expect(answerFields(state, 9)).toBeNull();
  });

  it("links back to the previous question", () => {
    expect(previousStepHref(content, [])).toBeNull();
    expect(previousStepHref(content, [0])).toBe("/diagnostic-juridique-gratuit");
    expect(previousStepHref(content, [0, 0])).toBe("/diagnostic-juridique-gratuit?q=logement&chemin=0");
  });

  it("books the chosen service and report type", () => {
    expect(resultBookingHref(result("constat-de-travaux"))).toBe("/reservation?prestation=prestation&type=constat-de-travaux");
  });
});

describe("the real questionnaire (content/diagnostic.json)", () => {
  const real = JSON.parse(
    readFileSync(new URL("../../../content/diagnostic.json", import.meta.url), "utf8"),
  ) as DiagnosticContent & {
    questions: Array<{ answers: Array<{ next?: string | null; result?: unknown }> }>;
  };
  const normalised: DiagnosticContent = {
    start: real.start,
    questions: real.questions.map((question) => ({
      ...question,
      help: question.help ?? "",
      answers: question.answers.map((answer) => ({
        label: (answer as { label: string }).label,
        next: answer.next ?? null,
        result: (answer.result as never) ?? null,
      })),
    })),
  };

  it("ends every path on a result within the depth limit", () => {
    const walk = (chemin: number[]): number => {
      const state = replayDiagnostic(normalised, chemin);
      expect(state.kind, `path ${chemin.join(".")}`).not.toBe("invalid");
      if (state.kind !== "question") return 1;
      expect(chemin.length).toBeLessThan(10);
      return state.question.answers.reduce((sum, _answer, index) => sum + walk([...chemin, index]), 0);
    };
    expect(walk([])).toBeGreaterThan(10);
  });
});
