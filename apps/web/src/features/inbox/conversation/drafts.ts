const key = (opportunityId: string) => `parley.draft.${opportunityId}`;

/** The composer's draft per conversation survives reloads and disconnects (kept in localStorage). */
export const drafts = {
  read(opportunityId: string): string {
    return localStorage.getItem(key(opportunityId)) ?? '';
  },
  write(opportunityId: string, text: string) {
    if (text) localStorage.setItem(key(opportunityId), text);
    else localStorage.removeItem(key(opportunityId));
  },
};
