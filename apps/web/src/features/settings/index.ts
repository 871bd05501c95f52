export { ChannelTeam } from './ChannelTeam.tsx';
export { EditUser } from './EditUser.tsx';
export { NewTeam } from './NewTeam.tsx';
export { NewUser } from './NewUser.tsx';
export { openingHoursSummary } from './OpeningHoursDialog.tsx';
export { TeamsOverview } from './TeamsOverview.tsx';
export { UsersList } from './UsersList.tsx';
export { UserTeams } from './UserTeams.tsx';
