// How the office pages name a member: first and last name, or the e-mail address when an invitee's
// account has no name yet.
export function memberName(member: { firstname: string; lastname: string; email: string }): string {
  const name = `${member.firstname} ${member.lastname}`.trim();
  return name || member.email;
}
