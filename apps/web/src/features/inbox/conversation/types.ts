import type { OpportunityQuery } from '@parley/api';
import type { Me } from '../../../lib/sectionGuard.ts';

/** The open conversation's opportunity, as its query gives it. */
export type OpenOpportunity = OpportunityQuery['opportunity'];

/** What the conversation's parts know of the signed-in user. */
export type ConversationViewer = Me;
