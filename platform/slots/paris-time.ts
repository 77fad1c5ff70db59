// The slot engine's Paris instants: written once in common/ since the app formats the agenda's compact
// events with the same rule (decision 1441).
export { offsetMinutes, parisIso } from "~common/paris-time";
