// The user's own standing in their studies (pro-side §7): the job name in one study
// (`users/{id}/studies/{studyId}` {job_name}) and the default study (`users/default-study`).
import { platformRequest, type PlatformAuth } from "./http";
import { userSchema } from "./schemas";

export const setJobName = (auth: PlatformAuth, userId: number, studyId: number, jobName: string) =>
  platformRequest(userSchema, { method: "POST", path: `/api/users/${userId}/studies/${studyId}`, auth, json: { job_name: jobName } });

export const setDefaultStudy = (auth: PlatformAuth, studyId: number) =>
  platformRequest(userSchema, { method: "POST", path: "/api/users/default-study", auth, json: { default_study: studyId } });
