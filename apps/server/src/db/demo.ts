/** Demo data ids and sign-ins, printed by the start script. Development only. */
export const demoIds = {
  brandParley: '00000000-0000-4000-8000-00000000b001',
  brandNordlicht: '00000000-0000-4000-8000-00000000b002',
  companyDemo: '00000000-0000-4000-8000-00000000c001',
  companyOther: '00000000-0000-4000-8000-00000000c002',
  userAdmin: '00000000-0000-4000-8000-00000000a001',
  userUser: '00000000-0000-4000-8000-00000000a002',
  userOther: '00000000-0000-4000-8000-00000000a003',
  userNora: '00000000-0000-4000-8000-00000000a004',
  userInvited: '00000000-0000-4000-8000-00000000a005',
  teamSales: '00000000-0000-4000-8000-00000000d001',
  teamService: '00000000-0000-4000-8000-00000000d002',
  teamOther: '00000000-0000-4000-8000-00000000d003',
} as const;

export type DemoLogin = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'COMPANY_ADMIN' | 'COMPANY_USER';
  company: string;
  userId: string;
  firebaseUid: string;
};

export const demoLogins: readonly DemoLogin[] = [
  {
    email: 'admin@parley.test',
    password: 'Parley-Admin-2026',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'COMPANY_ADMIN',
    company: 'Demo GmbH',
    userId: demoIds.userAdmin,
    firebaseUid: 'demo-ada-admin',
  },
  {
    email: 'user@parley.test',
    password: 'Parley-User-2026',
    firstName: 'Uwe',
    lastName: 'User',
    role: 'COMPANY_USER',
    company: 'Demo GmbH',
    userId: demoIds.userUser,
    firebaseUid: 'demo-uwe-user',
  },
  {
    email: 'other@parley.test',
    password: 'Parley-Other-2026',
    firstName: 'Olga',
    lastName: 'Other',
    role: 'COMPANY_ADMIN',
    company: 'Other AG',
    userId: demoIds.userOther,
    firebaseUid: 'demo-olga-other',
  },
  {
    email: 'nora@parley.test',
    password: 'Parley-Nora-2026',
    firstName: 'Nora',
    lastName: 'Nordlicht',
    role: 'COMPANY_USER',
    company: 'Other AG',
    userId: demoIds.userNora,
    firebaseUid: 'demo-nora-nordlicht',
  },
];

/**
 * A colleague Ada invited to Demo GmbH who has not signed in yet: settings/users shows her as invited.
 * Her identity account exists (so the invitation can be sent again) with a password nobody knows; she
 * is no sign-in of the demo.
 */
export const demoInvited = {
  email: 'ida@parley.test',
  firstName: 'Ida',
  lastName: 'Invited',
  userId: demoIds.userInvited,
  firebaseUid: 'demo-ida-invited',
} as const;
