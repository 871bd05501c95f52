import type { MeQuery } from '@parley/api';
import { type SectionId, type SectionViewer, sectionAccess, sections } from '@parley/domain';
import { redirect } from '@tanstack/react-router';

export type Me = MeQuery['me'];

export function viewerOf(me: Me): SectionViewer {
  return { role: me.role.type, features: me.company.brand.features };
}

/**
 * beforeLoad guard of a section (spec 2, 6): a section the brand switched off does not exist (like an
 * unknown path, it redirects to the dashboard); one the role may not open goes to /forbidden.
 */
export function guardSection(id: SectionId) {
  return ({ context }: { context: { me: Me } }) => {
    const access = sectionAccess(sections[id], viewerOf(context.me));
    if (access === 'absent') throw redirect({ to: '/dashboard' });
    if (access === 'forbidden') throw redirect({ to: '/forbidden' });
  };
}
