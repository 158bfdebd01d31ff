// What the rest of the app may use from the team feature (docs/product.md §17, §18.3): the profile's team and
// mechanics sections, and the invitation page's content.
export { JoinInvitation } from './components/join-invitation';
export { MechanicsCard } from './components/mechanics-card';
export { TeamCard } from './components/team-card';
