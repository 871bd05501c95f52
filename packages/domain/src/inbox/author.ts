/** A user who wrote something on the company's side: a message, a review's reply. */
export type StaffAuthor = { id: string; firstName: string | null; lastName: string | null };

/**
 * How a screen names the user who wrote something on the company's side (issue 27: a colleague's
 * message read "You:", a colleague's review reply "Your reply"): the viewer is "you"; a colleague is
 * named (first name, else last name); null when the user is not known (any more).
 */
export function staffAuthorOf(
  author: StaffAuthor | null | undefined,
  viewerId: string,
): { self: true } | { self: false; name: string } | null {
  if (!author) return null;
  if (author.id === viewerId) return { self: true };
  const name = author.firstName?.trim() || author.lastName?.trim();
  return name ? { self: false, name } : null;
}
